import { hoyIso, instanteEnBogota, formatoFechaHora, MENSAJES_CITAS as M } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { callerFor, errorDe } from '../../testing';
import { enDias, entradaCrear, filaCita, invitacionDe, sqlDe } from './testing/apoyo';
import { citaNueva, entornoEscrituras } from './testing/entorno-escrituras';

const e = entornoEscrituras('citas_lugar_cruce');
const contarCitas = async () =>
  Number((await sqlDe(e.db).sql<{ n: string }>('select count(*) as n from cita'))[0]?.n);
const idSucursal = (nombre: string) => sqlDe(e.db).uno('select id from sucursal where nombre = ?', [nombre]);
/** 20261124T170000Z, as the .ics writes instants. */
const ical = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');

/** An input of a new registered person in charge of `encargado`, without the set-up's overlap acceptance. */
async function entradaSinCruce(encargado: number, fecha: Date, extra: Record<string, unknown> = {}) {
  const persona = await e.fabricas.hojaDeVida();
  return {
    persona,
    entrada: {
      ...entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: fecha }),
      aceptarCruce: false,
      ...extra,
    },
  };
}

describe('the place of an appointment', () => {
  it('a chosen branch (not the booking user’s): stored, in the detail, the invitation’s LOCATION and its duration', async () => {
    const medellin = await idSucursal('Medellín');
    const persona = await e.fabricas.hojaDeVida();
    const fecha = enDias(4, 9);
    const r = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, {
        fechaHoraEntrevista: fecha,
        lugar: 'sucursal',
        sucursalId: medellin,
        duracionMinutos: 45,
      }),
    );
    if (r.resultado !== 'creada') throw new Error(r.mensaje);
    const d = await e.psicologa.caller.citas.obtener({ id: r.id });
    expect(d).toMatchObject({
      lugar: 'sucursal',
      sucursal: { id: medellin, nombre: 'Medellín' },
      ciudad: { nombre: 'Medellín' },
      duracionMinutos: 45,
      textoLugar: 'Medellín, Carrera 43A # 1-50, oficina 1204, Medellín',
    });
    const inv = await invitacionDe(e.db, r.id);
    expect(inv!.valor('LOCATION')).toBe('Medellín, Carrera 43A # 1-50, oficina 1204, Medellín');
    expect(inv!.valor('DTSTART')).toBe(ical(fecha));
    expect(inv!.valor('DTEND')).toBe(ical(new Date(fecha.getTime() + 45 * 60_000)));
  });

  it('the client’s address and a video link: the invitation says them; only the chosen place’s field is kept', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const enCliente = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, {
        razonEntrevista: 0,
        clienteId: e.dentro,
        fechaHoraEntrevista: enDias(5, 8),
        lugar: 'cliente',
        lugarDireccion: 'Carrera 15 # 93-47, bodega 3',
        enlaceVirtual: 'https://meet.example.com/no-se-guarda',
      }),
    );
    if (enCliente.resultado !== 'creada') throw new Error(enCliente.mensaje);
    const d = await e.psicologa.caller.citas.obtener({ id: enCliente.id });
    expect(d).toMatchObject({
      lugar: 'cliente',
      lugarDireccion: 'Carrera 15 # 93-47, bodega 3',
      enlaceVirtual: null,
      duracionMinutos: 60,
    });
    expect(d.textoLugar).toBe(`Dirección de ${d.cliente!.nombre}: Carrera 15 # 93-47, bodega 3`);
    expect((await invitacionDe(e.db, enCliente.id))!.valor('LOCATION')).toBe(d.textoLugar);

    const otra = await e.fabricas.hojaDeVida();
    const virtual = await e.psicologa.caller.citas.crear(
      entradaCrear(otra.documento, otra.id, e.encargado, {
        fechaHoraEntrevista: enDias(5, 11),
        lugar: 'virtual',
        enlaceVirtual: 'https://meet.example.com/abc-defg-hij',
        duracionMinutos: 30,
      }),
    );
    if (virtual.resultado !== 'creada') throw new Error(virtual.mensaje);
    const inv = await invitacionDe(e.db, virtual.id);
    expect(inv!.valor('LOCATION')).toBe('Videollamada: https://meet.example.com/abc-defg-hij');
    expect(inv!.valor('DESCRIPTION')).toContain('Duración: 30 minutos.');
  });

  it('bad place input: clear message, nothing written', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const antes = await contarCitas();
    const base = entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(6) });
    const sinEnlace = await errorDe(e.psicologa.caller.citas.crear({ ...base, lugar: 'virtual' }));
    expect(sinEnlace.code).toBe('BAD_REQUEST');
    expect(sinEnlace.message).toContain(M.enlaceVirtualInvalido);
    const enlaceMalo = await errorDe(
      e.psicologa.caller.citas.crear({ ...base, lugar: 'virtual', enlaceVirtual: 'javascript:alert(1)' }),
    );
    expect(enlaceMalo.message).toContain(M.enlaceVirtualInvalido);
    const sinDireccion = await errorDe(e.psicologa.caller.citas.crear({ ...base, lugar: 'cliente' }));
    expect(sinDireccion.message).toContain(M.lugarDireccionRequerida);
    const duracion = await errorDe(e.psicologa.caller.citas.crear({ ...base, duracionMinutos: 5 }));
    expect(duracion.message).toContain(M.duracionInvalida);
    const sucursal = await errorDe(e.psicologa.caller.citas.crear({ ...base, sucursalId: 999_999 }));
    expect(sucursal.code).toBe('BAD_REQUEST');
    expect(sucursal.message).toBe(M.sucursalInvalida);
    expect(await contarCitas()).toBe(antes);
  });

  it('reception shows where each of today’s appointments is', async () => {
    const reloj = instanteEnBogota(hoyIso(), 6, 0);
    const temprano = await callerFor(e.db.orm, { usuario: 'psicologa', portal: 'staff', now: () => reloj });
    const persona = await e.fabricas.hojaDeVida();
    const r = await temprano.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, {
        fechaHoraEntrevista: instanteEnBogota(hoyIso(), 14, 0),
        lugar: 'virtual',
        enlaceVirtual: 'https://meet.example.com/recepcion',
      }),
    );
    if (r.resultado !== 'creada') throw new Error(r.mensaje);
    const fila = (await temprano.caller.citas.hoy()).citas.find((c) => c.id === r.id);
    expect(fila).toMatchObject({
      lugar: 'virtual',
      textoLugar: 'Videollamada: https://meet.example.com/recepcion',
    });
  });
});

describe('the person in charge booked twice', () => {
  it('an overlapping slot is an offer naming the other appointment (nothing written); accepted, it is booked', async () => {
    const primera = await e.fabricas.hojaDeVida();
    const a = await e.psicologa.caller.citas.crear(
      entradaCrear(primera.documento, primera.id, e.encargado, { fechaHoraEntrevista: enDias(8, 10) }),
    );
    if (a.resultado !== 'creada') throw new Error(a.mensaje);
    const nombre = (await e.psicologa.caller.citas.obtener({ id: a.id })).candidato.nombre;

    const { entrada } = await entradaSinCruce(e.encargado, enDias(8, 10, 30));
    const antes = await contarCitas();
    const oferta = await e.psicologa.caller.citas.crear(entrada);
    expect(oferta).toEqual({
      resultado: 'cruce',
      citaCruceId: a.id,
      mensaje: M.cruceEncargado({ id: a.id, candidato: nombre, cuando: formatoFechaHora(enDias(8, 10)) }),
    });
    expect(oferta.mensaje).toContain(`la cita ${a.id} con ${nombre}`);
    expect(await contarCitas()).toBe(antes);

    // Right after the hour it lasts: no overlap.
    const despues = await entradaSinCruce(e.encargado, enDias(8, 11));
    expect((await e.psicologa.caller.citas.crear(despues.entrada)).resultado).toBe('creada');
    // Another person in charge at the same time: no overlap.
    const otroEncargado = await entradaSinCruce(e.encargadoTodos, enDias(8, 10));
    expect((await e.psicologa.caller.citas.crear(otroEncargado.entrada)).resultado).toBe('creada');

    const aceptada = await e.psicologa.caller.citas.crear({ ...entrada, aceptarCruce: true });
    expect(aceptada.resultado).toBe('creada');
  });

  it('a rescheduled appointment gives its slot up; rescheduling into another one’s slot is an offer', async () => {
    const a = await citaNueva(e, null, 9);
    const b = await citaNueva(e, null, 11);
    // A moved within its own hour: it does not overlap itself.
    const movida = await e.psicologa.caller.citas.reagendar({
      citaId: a.id,
      version: a.version,
      razonReagendamiento: 'Media hora después',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(9, 10, 30),
      requisitoIds: [],
    });
    if (movida.resultado !== 'reagendada') throw new Error(movida.mensaje);
    // The old slot (rescheduled, estado2 6) blocks nobody.
    const libre = await entradaSinCruce(e.encargado, enDias(9, 9, 30));
    expect((await e.psicologa.caller.citas.crear(libre.entrada)).resultado).toBe('creada');

    const version = (await filaCita(e.db, b.id)).version;
    const base = {
      citaId: b.id,
      version,
      razonReagendamiento: 'Pidió el mismo horario',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(9, 10, 45),
      requisitoIds: [],
    };
    const oferta = await e.psicologa.caller.citas.reagendar(base);
    expect(oferta).toMatchObject({ resultado: 'cruce', citaCruceId: movida.id });
    expect(await filaCita(e.db, b.id)).toMatchObject({ version, estado2_id: null });
    expect((await e.psicologa.caller.citas.reagendar({ ...base, aceptarCruce: true })).resultado).toBe(
      'reagendada',
    );
  });

  it('changing the person in charge on the detail to one busy then is the same offer; accepted, it is changed', async () => {
    const a = await citaNueva(e, null, 14); // in charge of the psychologist
    const persona = await e.fabricas.hojaDeVida();
    const b = await e.admin.caller.citas.crear({
      ...entradaCrear(persona.documento, persona.id, e.encargadoTodos, {
        razonEntrevista: 1,
        clienteId: null,
        fechaHoraEntrevista: enDias(14, 10, 30),
        requisitoIds: [],
      }),
      aceptarCruce: false,
    });
    if (b.resultado !== 'creada') throw new Error(b.mensaje);
    const nombre = (await e.jefe.caller.citas.obtener({ id: a.id })).candidato.nombre;
    const cuando = formatoFechaHora((await e.jefe.caller.citas.obtener({ id: a.id })).fechaHoraEntrevista);
    const antes = await filaCita(e.db, b.id);

    const cambio = { id: b.id, version: b.version, encargadoId: e.encargado };
    const oferta = await e.jefe.caller.citas.cambiarEncargado(cambio);
    expect(oferta).toEqual({
      resultado: 'cruce',
      citaCruceId: a.id,
      mensaje: M.cruceEncargado({ id: a.id, candidato: nombre, cuando }),
    });
    expect(await filaCita(e.db, b.id)).toEqual(antes);

    const aceptada = await e.jefe.caller.citas.cambiarEncargado({ ...cambio, aceptarCruce: true });
    expect(aceptada).toMatchObject({ resultado: 'guardada', id: b.id });
    expect((await filaCita(e.db, b.id)).persona_acargo_entrevista_id).toBe(e.encargado);
    // Back to a person in charge free at that time: no offer.
    const version = (await filaCita(e.db, b.id)).version;
    const libre = await e.jefe.caller.citas.cambiarEncargado({
      id: b.id,
      version,
      encargadoId: e.encargadoTodos,
    });
    expect(libre.resultado).toBe('guardada');
  });

  it('the other appointment outside the user’s scope is mentioned without its candidate', async () => {
    const ajena = await citaNueva(e, e.fuera, 12); // in charge of the admin, client outside the psychologist's scope
    const { entrada } = await entradaSinCruce(e.encargadoTodos, enDias(12, 10, 15));
    const oferta = await e.psicologa.caller.citas.crear(entrada);
    expect(oferta).toEqual({
      resultado: 'cruce',
      citaCruceId: null,
      mensaje: M.cruceEncargado({ id: null, candidato: null, cuando: formatoFechaHora(enDias(12, 10)) }),
    });
    expect(oferta.mensaje).not.toContain(String(ajena.id));
  });
});

describe('the list by document and the chain forward', () => {
  it('the document filter finds a registered and a spontaneous candidate, and nobody else', async () => {
    const registrada = await citaNueva(e, null, 14);
    const documento = `7${Date.now() % 1_000_000_000}`;
    const espontanea = await e.psicologa.caller.citas.crear(
      entradaCrear(documento, undefined, e.encargado, {
        fechaHoraEntrevista: enDias(14, 15),
        espontaneo: {
          nombres: 'Rosa',
          apellidos: 'Documento',
          email: 'rosa.doc@ejemplo.com',
          telefono: '3001112233',
        },
      }),
    );
    if (espontanea.resultado !== 'creada') throw new Error(espontanea.mensaje);
    const porRegistrada = await e.psicologa.caller.citas.listar({ documento: registrada.persona.documento });
    expect(porRegistrada.filas.map((f) => f.id)).toEqual([registrada.id]);
    expect(porRegistrada.filas[0]!.documento).toBe(registrada.persona.documento);
    const porEspontanea = await e.psicologa.caller.citas.listar({ documento });
    expect(porEspontanea.filas.map((f) => f.id)).toEqual([espontanea.id]);
    expect((await errorDe(e.psicologa.caller.citas.listar({ documento: '12ab' }))).code).toBe('BAD_REQUEST');
  });

  it('filters of the spec that were missing: invitation sent, words of the comment, rescheduled from', async () => {
    const marca = `Nota${Date.now() % 1_000_000}`;
    const a = await citaNueva(e, null, 18);
    await sqlDe(e.db).sql('update cita set comentario = ?, correo_enviado = true where id = ?', [
      `Trae la ${marca} firmada`,
      a.id,
    ]);
    const b = await citaNueva(e, null, 18);
    await sqlDe(e.db).sql('update cita set comentario = ? where id = ?', [`Sin la ${marca}`, b.id]);
    const ids = async (f: Record<string, unknown>) =>
      (await e.psicologa.caller.citas.listar(f)).filas.map((x) => x.id).sort((x, y) => x - y);
    expect(await ids({ comentario: marca.toLowerCase() })).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(await ids({ comentario: marca, correoEnviado: true })).toEqual([a.id]);
    expect(await ids({ comentario: marca, correoEnviado: false })).toEqual([b.id]);
    const hija = await e.psicologa.caller.citas.reagendar({
      citaId: b.id,
      version: (await filaCita(e.db, b.id)).version,
      razonReagendamiento: 'Otro día',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(19, 10),
      requisitoIds: [],
      aceptarCruce: true,
    });
    if (hija.resultado !== 'reagendada') throw new Error(hija.mensaje);
    expect(await ids({ citaPadreReagendadaId: b.id })).toEqual([hija.id]);
  });

  it('sorting: interview oldest first, or by the candidate’s name either way', async () => {
    const marca = `Orden${Date.now() % 1_000_000}`;
    const crearCon = async (nombres: string, dias: number) => {
      const documento = `8${Math.floor(Math.random() * 1e9)}`;
      const r = await e.psicologa.caller.citas.crear(
        entradaCrear(documento, undefined, e.encargado, {
          fechaHoraEntrevista: enDias(dias, 10),
          comentario: marca,
          espontaneo: {
            nombres,
            apellidos: marca,
            email: `${documento}@ejemplo.com`,
            telefono: '3001112233',
          },
        }),
      );
      if (r.resultado !== 'creada') throw new Error(r.mensaje);
      return r.id;
    };
    const beto = await crearCon('Beto', 20);
    const ana = await crearCon('Ana', 22);
    const carla = await crearCon('Carla', 21);
    const orden = async (o?: 'entrevista_asc' | 'candidato_asc' | 'candidato_desc') =>
      (await e.psicologa.caller.citas.listar({ comentario: marca, ...(o ? { orden: o } : {}) })).filas.map(
        (f) => f.id,
      );
    expect(await orden()).toEqual([ana, carla, beto]);
    expect(await orden('entrevista_asc')).toEqual([beto, carla, ana]);
    expect(await orden('candidato_asc')).toEqual([ana, beto, carla]);
    expect(await orden('candidato_desc')).toEqual([carla, beto, ana]);
  });

  it('a rescheduled appointment links forward to its replacement', async () => {
    const a = await citaNueva(e, null, 16);
    expect((await e.psicologa.caller.citas.obtener({ id: a.id })).citaReagendadaEnId).toBeNull();
    const r = await e.psicologa.caller.citas.reagendar({
      citaId: a.id,
      version: a.version,
      razonReagendamiento: 'Otra fecha',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(17, 10),
      requisitoIds: [],
      aceptarCruce: true,
    });
    if (r.resultado !== 'reagendada') throw new Error(r.mensaje);
    expect((await e.psicologa.caller.citas.obtener({ id: a.id })).citaReagendadaEnId).toBe(r.id);
    expect((await e.psicologa.caller.citas.obtener({ id: r.id })).citaPadreReagendadaId).toBe(a.id);
  });
});
