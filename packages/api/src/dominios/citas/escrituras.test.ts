import { MENSAJES_CITAS as M, MENSAJES } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { errorDe, formaDeError } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import {
  CLIENTE_DENTRO,
  enDias,
  entradaCrear,
  filaCita,
  idUsuario,
  invitacionDe,
  sqlDe,
} from './testing/apoyo';
import { citaNueva, entornoEscrituras } from './testing/entorno-escrituras';

const e = entornoEscrituras('citas_escrituras');
const contarCitas = async () =>
  Number((await sqlDe(e.db).sql<{ n: string }>('select count(*) as n from cita'))[0]?.n);

describe('citas.crear', () => {
  it('a registered candidate: the appointment, its requirements and a REQUEST invitation (.ics) with the branch address', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const { catalogos } = e.psicologa.caller.citas;
    const cat = await catalogos();
    const requisitoIds = cat.requisitos.slice(0, 2).map((r) => r.id);
    const r = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, {
        razonEntrevista: 0,
        clienteId: e.dentro,
        requisitoIds,
        referenciaId: 6,
        otrosReferencia: 'Emisora local',
      }),
    );
    if (r.resultado !== 'creada') throw new Error('no creada');
    expect(r.mensaje).toBe(M.creada);
    const d = await e.psicologa.caller.citas.obtener({ id: r.id });
    expect(d).toMatchObject({
      candidato: { candidatoId: persona.id, documento: persona.documento, email: persona.email },
      cliente: { id: e.dentro },
      encargado: { id: e.encargado },
      razonEntrevista: 0,
      referencia: { id: 6 },
      otrosReferencia: 'Emisora local',
      sucursal: { nombre: 'Bogotá Norte' }, // the psychologist's branch
      correoEnviado: false,
    });
    expect(d.requisitos.map((x) => x.requisitoId).sort()).toEqual([...requisitoIds].sort());
    expect(d.requisitos.every((x) => !x.revisado && !x.vencida)).toBe(true);
    const inv = await invitacionDe(e.db, r.id);
    expect(inv).not.toBeNull();
    expect(inv!.destino).toBe(persona.email);
    expect(inv!.metodo).toBe('REQUEST');
    // The privacy notice travels with every e-mail to a candidate (Ley 1581).
    expect(inv!.texto).toContain('/aviso-privacidad');
    const fila = await filaCita(e.db, r.id);
    expect(inv!.valor('UID')).toBe(fila.uid_ical);
    expect(inv!.valor('SEQUENCE')).toBe('0');
    const [ciudad] = await sqlDe(e.db).sql<{ nombre: string }>(
      "select c.nombre from sucursal s join ciudad c on c.id = s.ciudad_id where s.nombre = 'Bogotá Norte'",
    );
    expect(inv!.valor('LOCATION')).toBe(`Bogotá Norte, Calle 100 # 19-61, oficina 502, ${ciudad!.nombre}`);
    expect(inv!.valor('DTSTART')).toBe(
      new Date(fila.fecha_hora_entrevista).toISOString().replace(/[-:]/g, '').replace('.000', ''),
    );
    expect(inv!.props.find((p) => p.nombre === 'ORGANIZER')?.parametros.CN).toBe('Paula Sánchez Ortiz');
  });

  it('bad input changes nothing: client required for reason 0, person in charge, date in the past, unknown person in charge', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const antes = await contarCitas();
    const sinCliente = await errorDe(
      e.psicologa.caller.citas.crear(
        entradaCrear(persona.documento, persona.id, e.encargado, { razonEntrevista: 0 }),
      ),
    );
    expect(sinCliente.code).toBe('BAD_REQUEST');
    expect(formaDeError(sinCliente).data.campos).toEqual({ clienteId: [M.clienteRequerido] });
    const sinEncargado = await errorDe(
      e.psicologa.caller.citas.crear({
        ...entradaCrear(persona.documento, persona.id, e.encargado),
        encargadoId: undefined as unknown as number,
      }),
    );
    expect(formaDeError(sinEncargado).data.campos).toEqual({ encargadoId: [M.encargadoRequerido] });
    const pasada = await errorDe(
      e.psicologa.caller.citas.crear(
        entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(-1) }),
      ),
    );
    expect(pasada).toMatchObject({ code: 'BAD_REQUEST', message: M.fechaPasada });
    const clienteUsuario = await idUsuario(e.db, 'cliente');
    const encargadoCliente = await errorDe(
      e.psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, clienteUsuario)),
    );
    expect(encargadoCliente.message).toBe(M.encargadoInvalido);
    const sinLectura = await errorDe(
      e.psicologa.caller.citas.crear(
        entradaCrear(persona.documento, persona.id, await idUsuario(e.db, 'mercaderista')),
      ),
    );
    expect(sinLectura).toMatchObject({ code: 'BAD_REQUEST', message: M.encargadoInvalido });
    expect(await contarCitas()).toBe(antes);
  });

  it('same-day duplicate: an offer (nothing written), then rescheduling the existing one (estado1 1, estado2 6, same UID, higher SEQUENCE)', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const primera = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(3, 9) }),
    );
    if (primera.resultado !== 'creada') throw new Error('no creada');
    const antes = await contarCitas();
    const otra = entradaCrear(persona.documento, persona.id, e.encargado, {
      fechaHoraEntrevista: enDias(3, 16),
    });
    const oferta = await e.psicologa.caller.citas.crear(otra);
    expect(oferta).toEqual({ resultado: 'duplicada', citaExistenteId: primera.id, mensaje: M.duplicadoDia });
    expect(await contarCitas()).toBe(antes);
    // Another day is fine.
    const otroDia = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(4, 9) }),
    );
    expect(otroDia.resultado).toBe('creada');

    const nueva = await e.psicologa.caller.citas.crear({ ...otra, reagendarExistente: true });
    if (nueva.resultado !== 'creada') throw new Error('no creada');
    const vieja = await filaCita(e.db, primera.id);
    expect(vieja).toMatchObject({ estado1_id: 1, estado2_id: 6, fecha_hora_llegada: null, version: 2 });
    const fila = await filaCita(e.db, nueva.id);
    expect(fila).toMatchObject({
      cita_padre_reagendada_id: primera.id,
      uid_ical: vieja.uid_ical,
      secuencia_ical: vieja.secuencia_ical + 1,
    });
    const inv = await invitacionDe(e.db, nueva.id);
    expect(inv?.valor('UID')).toBe(vieja.uid_ical);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    // The rescheduled one no longer blocks that day: a third at that day is again an offer for the new one.
    const tercera = await e.psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(3, 11) }),
    );
    expect(tercera).toMatchObject({ resultado: 'duplicada', citaExistenteId: nueva.id });
  });

  it('accepting the same-day offer for an appointment at another branch keeps that branch and its city', async () => {
    const persona = await e.fabricas.hojaDeVida();
    // Written by the admin: the admin's branch, not the psychologist's.
    const primera = await e.admin.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(6, 9) }),
    );
    if (primera.resultado !== 'creada') throw new Error('no creada');
    const sucursalDe = async (id: number) =>
      (
        await sqlDe(e.db).sql<{ sucursal_id: number | null; ciudad_id: number | null }>(
          'select sucursal_id, ciudad_id from cita where id = ?',
          [id],
        )
      )[0]!;
    const vieja = await sucursalDe(primera.id);
    const yo = (
      await sqlDe(e.db).sql<{ sucursal_id: number }>(
        "select sucursal_id from usuario where username = 'psicologa'",
      )
    )[0]!;
    expect(vieja.sucursal_id).not.toBeNull();
    expect(vieja.ciudad_id).not.toBeNull();
    expect(vieja.sucursal_id).not.toBe(yo.sucursal_id);
    const nueva = await e.psicologa.caller.citas.crear({
      ...entradaCrear(persona.documento, persona.id, e.encargado, { fechaHoraEntrevista: enDias(6, 15) }),
      reagendarExistente: true,
    });
    if (nueva.resultado !== 'creada') throw new Error('no creada');
    expect(await sucursalDe(nueva.id)).toEqual(vieja);
  });

  it('two simultaneous creations for the same person and day: one appointment, the other gets the offer', async () => {
    const persona = await fabricasDe(e.db.orm).hojaDeVida();
    const entrada = entradaCrear(persona.documento, persona.id, e.encargado, {
      fechaHoraEntrevista: enDias(6, 9),
    });
    const [a, b] = await Promise.all([
      e.psicologa.caller.citas.crear(entrada),
      e.reclutador.caller.citas.crear({ ...entrada, fechaHoraEntrevista: enDias(6, 15) }),
    ]);
    expect([a.resultado, b.resultado].sort()).toEqual(['creada', 'duplicada']);
    const [{ n }] = (await sqlDe(e.db).sql<{ n: string }>(
      'select count(*) as n from cita where candidato_id = ?',
      [persona.id],
    )) as [{ n: string }];
    expect(Number(n)).toBe(1);
  });

  it('a spontaneous candidate (unknown document): names, e-mail and numeric phone required; stored without order; found again by document', async () => {
    const documento = `55${Date.now() % 100_000_000}`;
    expect(await e.reclutador.caller.citas.buscarDocumento({ documento })).toEqual({
      tipo: 'espontaneo',
      espontaneo: null,
    });
    const mal = await errorDe(
      e.reclutador.caller.citas.crear(
        entradaCrear(documento, undefined, e.encargado, {
          espontaneo: { nombres: 'Lina', apellidos: 'Mora', email: 'lina@', telefono: '300 12' },
        }),
      ),
    );
    expect(formaDeError(mal).data.campos).toEqual({
      'espontaneo.email': [M.correoInvalido],
      'espontaneo.telefono': [M.telefonoInvalido],
    });
    const espontaneo = {
      nombres: 'Lina',
      apellidos: 'Mora',
      email: 'lina.mora@correo.test',
      telefono: '3001234567',
    };
    const r = await e.reclutador.caller.citas.crear(
      entradaCrear(documento, undefined, e.encargado, { espontaneo }),
    );
    if (r.resultado !== 'creada') throw new Error('no creada');
    const fila = await filaCita(e.db, r.id);
    const [ce] = await sqlDe(e.db).sql<{ pedido_id: number | null; cedula: string }>(
      'select pedido_id, cedula from candidato_espontaneo where id = ?',
      [fila.candidato_espontaneo_id],
    );
    expect(ce).toEqual({ pedido_id: null, cedula: documento });
    expect(await e.reclutador.caller.citas.buscarDocumento({ documento })).toEqual({
      tipo: 'espontaneo',
      espontaneo,
    });
    expect((await invitacionDe(e.db, r.id))?.destino).toBe(espontaneo.email);
    // Same person, same day: the duplicate rule counts spontaneous candidates by document.
    const dup = await e.reclutador.caller.citas.crear(
      entradaCrear(documento, undefined, e.encargado, { espontaneo, fechaHoraEntrevista: enDias(2, 15) }),
    );
    expect(dup).toMatchObject({ resultado: 'duplicada', citaExistenteId: r.id });
  });

  it('refuses a hired candidate and one in process, in the search and in create', async () => {
    const contratado = await e.fabricas.hojaDeVida();
    const ocupado = await e.fabricas.hojaDeVida();
    await sqlDe(e.db).sql('update candidato set estado_informa = 1, disponibilidad = 2 where id = ?', [
      contratado.id,
    ]);
    await sqlDe(e.db).sql('update candidato set disponibilidad = 1 where id = ?', [ocupado.id]);
    expect(
      await errorDe(e.psicologa.caller.citas.buscarDocumento({ documento: contratado.documento })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: M.contratado });
    expect(
      await errorDe(e.psicologa.caller.citas.buscarDocumento({ documento: ocupado.documento })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: M.noDisponible });
    expect(
      (
        await errorDe(
          e.psicologa.caller.citas.crear(entradaCrear(ocupado.documento, ocupado.id, e.encargado)),
        )
      ).message,
    ).toBe(M.noDisponible);
    // A registered document sent as spontaneous, or an id of another person, is refused too.
    const libre = await e.fabricas.hojaDeVida();
    const comoEspontaneo = entradaCrear(libre.documento, undefined, e.encargado, {
      espontaneo: { nombres: 'X', apellidos: 'Y', email: 'x@y.co', telefono: '1' },
    });
    expect((await errorDe(e.psicologa.caller.citas.crear(comoEspontaneo))).message).toBe(
      M.documentoRegistrado,
    );
    expect(
      (await errorDe(e.psicologa.caller.citas.crear(entradaCrear(libre.documento, ocupado.id, e.encargado))))
        .message,
    ).toBe(M.documentoNoCoincide);
  });

  it('permissions: create needs add_cita + add_candidatoespontaneo + add_requisitocitasjoincitas; a client outside the scope is NOT_FOUND', async () => {
    const persona = await e.fabricas.hojaDeVida();
    const entrada = entradaCrear(persona.documento, persona.id, e.encargado);
    expect((await errorDe(e.jefe.caller.citas.crear(entrada))).code).toBe('FORBIDDEN'); // no add_candidatoespontaneo
    expect((await errorDe(e.ejecutivo.caller.citas.crear(entrada))).code).toBe('FORBIDDEN');
    expect(
      (await errorDe(e.gerente.caller.citas.buscarDocumento({ documento: persona.documento }))).code,
    ).toBe('FORBIDDEN');
    const afuera = await errorDe(
      e.psicologa.caller.citas.crear({ ...entrada, razonEntrevista: 0, clienteId: e.fuera }),
    );
    expect(afuera.code).toBe('NOT_FOUND');
    expect(afuera.message).toBe(MENSAJES.errores.noEncontrado);
    // The same-day rule holds across clients, but an appointment outside the scope is not offered (no id given away).
    const ajena = await e.admin.caller.citas.crear({
      ...entrada,
      razonEntrevista: 0,
      clienteId: e.fuera,
      encargadoId: e.encargadoTodos,
    });
    expect(ajena.resultado).toBe('creada');
    const dup = await errorDe(e.psicologa.caller.citas.crear({ ...entrada, reagendarExistente: true }));
    expect(dup).toMatchObject({ code: 'BAD_REQUEST', message: M.duplicadoDia });
    expect(formaDeError(dup).data.detalle).toBe(M.duplicadoDia);
  });
});

describe('citas.reagendar', () => {
  it('a new appointment pointing at the old one (estado1 1, estado2 6), reason required, same UID with higher SEQUENCE, only once', async () => {
    const c = await citaNueva(e);
    const base = {
      citaId: c.id,
      version: c.version,
      razonEntrevista: 0,
      clienteId: e.dentro,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(5, 11),
      requisitoIds: [],
    };
    const sinRazon = await errorDe(e.psicologa.caller.citas.reagendar({ ...base, razonReagendamiento: ' ' }));
    expect(formaDeError(sinRazon).data.campos).toEqual({
      razonReagendamiento: [M.razonReagendamientoRequerida],
    });
    expect(
      (
        await errorDe(
          e.psicologa.caller.citas.reagendar({
            ...base,
            version: c.version + 7,
            razonReagendamiento: 'Pidió otra fecha',
          }),
        )
      ).code,
    ).toBe('CONFLICT');
    // change_E1 alone does not reschedule: e.reclutador has add_cita + requisitos, e.jefe lacks add_requisitocitasjoincitas.
    expect((await errorDe(e.jefe.caller.citas.reagendar({ ...base, razonReagendamiento: 'x' }))).code).toBe(
      'FORBIDDEN',
    );
    const r = await e.psicologa.caller.citas.reagendar({
      ...base,
      razonReagendamiento: 'Pidió otra fecha por una cita médica',
    });
    if (r.resultado !== 'reagendada') throw new Error(r.mensaje);
    const vieja = await filaCita(e.db, c.id);
    const nueva = await filaCita(e.db, r.id);
    expect(vieja).toMatchObject({ estado1_id: 1, estado2_id: 6 });
    expect(nueva).toMatchObject({
      cita_padre_reagendada_id: c.id,
      uid_ical: vieja.uid_ical,
      secuencia_ical: 1,
    });
    expect(new Date(nueva.fecha_hora_entrevista).getTime()).toBe(enDias(5, 11).getTime());
    const d = await e.psicologa.caller.citas.obtener({ id: r.id });
    expect(d).toMatchObject({
      razonReagendamiento: 'Pidió otra fecha por una cita médica',
      citaPadreReagendadaId: c.id,
      candidato: { candidatoId: c.persona.id },
    });
    const inv = await invitacionDe(e.db, r.id);
    expect(inv).toMatchObject({ metodo: 'REQUEST' });
    expect(inv?.valor('UID')).toBe(vieja.uid_ical);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    const otraVez = await errorDe(
      e.psicologa.caller.citas.reagendar({
        ...base,
        version: vieja.version,
        razonReagendamiento: 'Otra vez',
      }),
    );
    expect(otraVez.message).toBe(M.yaReagendada);
  });

  it('an appointment written before invitations had a UID (demo rows) keeps the UID its invitation was sent with', async () => {
    const c = await citaNueva(e, e.dentro, 9);
    await sqlDe(e.db).sql('update cita set uid_ical = null where id = ?', [c.id]);
    const r = await e.psicologa.caller.citas.reagendar({
      citaId: c.id,
      version: c.version,
      razonReagendamiento: 'Cambio de horario',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: enDias(10),
      requisitoIds: [],
    });
    if (r.resultado !== 'reagendada') throw new Error(r.mensaje);
    expect((await filaCita(e.db, r.id)).uid_ical).toBe(`cita-${c.id}@talento`);
    expect((await invitacionDe(e.db, r.id))?.valor('UID')).toBe(`cita-${c.id}@talento`);
  });
});

describe('the person in charge must see the appointment client', () => {
  it('create: a user with a client list is refused for a client interview of a client outside it (nothing written), accepted inside it and without client', async () => {
    const limitado = await e.fabricas.usuario({ rol: 'psicologo', clientes: [CLIENTE_DENTRO] });
    const persona = await e.fabricas.hojaDeVida();
    const antes = await contarCitas();
    // Created by the admin (every client in scope): the refusal is about the person in charge, not the caller.
    const afuera = await errorDe(
      e.admin.caller.citas.crear(
        entradaCrear(persona.documento, persona.id, limitado.id, {
          razonEntrevista: 0,
          clienteId: e.fuera,
          fechaHoraEntrevista: enDias(11),
        }),
      ),
    );
    expect(afuera).toMatchObject({ code: 'BAD_REQUEST', message: M.encargadoSinCliente });
    expect(formaDeError(afuera).data.detalle).toBe(M.encargadoSinCliente);
    expect(await contarCitas()).toBe(antes);
    const dentro = await e.admin.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, limitado.id, {
        razonEntrevista: 0,
        clienteId: e.dentro,
        fechaHoraEntrevista: enDias(11),
      }),
    );
    const sinCliente = await e.admin.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, limitado.id, {
        razonEntrevista: 1,
        fechaHoraEntrevista: enDias(12),
      }),
    );
    for (const r of [dentro, sinCliente]) {
      if (r.resultado !== 'creada') throw new Error('no creada');
      expect((await filaCita(e.db, r.id)).persona_acargo_entrevista_id).toBe(limitado.id);
    }
    // Whoever sees every client may be in charge of that other client's.
    const todos = await e.admin.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, e.encargadoTodos, {
        razonEntrevista: 0,
        clienteId: e.fuera,
        fechaHoraEntrevista: enDias(13),
      }),
    );
    expect(todos.resultado).toBe('creada');
  });

  it("reschedule: moving an appointment to a client outside the person in charge's list is refused and changes nothing", async () => {
    const c = await citaNueva(e, null, 14); // without client, in charge of the psychologist
    const antes = await filaCita(e.db, c.id);
    const citas = await contarCitas();
    const base = {
      citaId: c.id,
      version: c.version,
      razonReagendamiento: 'Ahora es con el cliente',
      razonEntrevista: 0,
      fechaHoraEntrevista: enDias(15),
      requisitoIds: [],
    };
    const r = await errorDe(
      e.admin.caller.citas.reagendar({ ...base, clienteId: e.fuera, encargadoId: e.encargado }),
    );
    expect(r).toMatchObject({ code: 'BAD_REQUEST', message: M.encargadoSinCliente });
    expect(await filaCita(e.db, c.id)).toEqual(antes);
    expect(await contarCitas()).toBe(citas);
    // Her own client is fine.
    const ok = await e.admin.caller.citas.reagendar({
      ...base,
      clienteId: e.dentro,
      encargadoId: e.encargado,
    });
    if (ok.resultado !== 'reagendada') throw new Error(ok.mensaje);
    expect(await filaCita(e.db, ok.id)).toMatchObject({
      cliente_id: e.dentro,
      persona_acargo_entrevista_id: e.encargado,
      cita_padre_reagendada_id: c.id,
    });
  });
});
