import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { MENSAJES_CITAS as M, MENSAJES } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, sesionesStaff, type TestSession } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import { CLIENTE_DENTRO, CLIENTE_FUERA, enDias, entradaCrear, filaCita, idCliente, idUsuario, invitacionDe, sqlDe } from './pruebas/apoyo';

let db: TestDatabase;
let psicologa: TestSession;
let reclutador: TestSession;
let jefe: TestSession;
let admin: TestSession;
let ejecutivo: TestSession;
let gerente: TestSession;
let fabricas: ReturnType<typeof fabricasDe>;
let encargado: number;
let dentro: number;
let fuera: number;

beforeAll(async () => {
  db = await createTestDatabase('citas_escrituras');
  [psicologa, reclutador, jefe, admin, ejecutivo, gerente] = await sesionesStaff(db.orm, 'psicologa', 'reclutador', 'jefe', 'admin', 'ejecutivo', 'gerente');
  fabricas = fabricasDe(db.orm);
  encargado = await idUsuario(db, 'psicologa');
  dentro = await idCliente(db, CLIENTE_DENTRO);
  fuera = await idCliente(db, CLIENTE_FUERA);
});
afterAll(async () => {
  await db?.drop();
});

const contarCitas = async () => Number((await sqlDe(db).sql<{ n: string }>('select count(*) as n from cita'))[0]?.n);

describe('citas.crear', () => {
  it('a registered candidate: the appointment, its requirements and a REQUEST invitation (.ics) with the branch address', async () => {
    const persona = await fabricas.hojaDeVida();
    const { catalogos } = psicologa.caller.citas;
    const cat = await catalogos();
    const requisitoIds = cat.requisitos.slice(0, 2).map((r) => r.id);
    const r = await psicologa.caller.citas.crear(
      entradaCrear(persona.documento, persona.id, encargado, { razonEntrevista: 0, clienteId: dentro, requisitoIds, referenciaId: 6, otrosReferencia: 'Emisora local' }),
    );
    if (r.resultado !== 'creada') throw new Error('no creada');
    expect(r.mensaje).toBe(M.creada);
    const d = await psicologa.caller.citas.obtener({ id: r.id });
    expect(d).toMatchObject({
      candidato: { candidatoId: persona.id, documento: persona.documento, email: persona.email },
      cliente: { id: dentro },
      encargado: { id: encargado },
      razonEntrevista: 0,
      referencia: { id: 6 },
      otrosReferencia: 'Emisora local',
      sucursal: { nombre: 'Bogotá Norte' }, // the psychologist's branch
      correoEnviado: false,
    });
    expect(d.requisitos.map((x) => x.requisitoId).sort()).toEqual([...requisitoIds].sort());
    expect(d.requisitos.every((x) => !x.revisado && !x.vencida)).toBe(true);
    const inv = await invitacionDe(db, r.id);
    expect(inv).not.toBeNull();
    expect(inv!.destino).toBe(persona.email);
    expect(inv!.metodo).toBe('REQUEST');
    const fila = await filaCita(db, r.id);
    expect(inv!.valor('UID')).toBe(fila.uid_ical);
    expect(inv!.valor('SEQUENCE')).toBe('0');
    const [ciudad] = await sqlDe(db).sql<{ nombre: string }>("select c.nombre from sucursal s join ciudad c on c.id = s.ciudad_id where s.nombre = 'Bogotá Norte'");
    expect(inv!.valor('LOCATION')).toBe(`Bogotá Norte, Calle 100 # 19-61, oficina 502, ${ciudad!.nombre}`);
    expect(inv!.valor('DTSTART')).toBe(new Date(fila.fecha_hora_entrevista).toISOString().replace(/[-:]/g, '').replace('.000', ''));
    expect(inv!.props.find((p) => p.nombre === 'ORGANIZER')?.parametros.CN).toBe('Paula Sánchez Ortiz');
  });

  it('bad input changes nothing: client required for reason 0, person in charge, date in the past, unknown person in charge', async () => {
    const persona = await fabricas.hojaDeVida();
    const antes = await contarCitas();
    const sinCliente = await errorDe(psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { razonEntrevista: 0 })));
    expect(sinCliente.code).toBe('BAD_REQUEST');
    expect(formaDeError(sinCliente).data.campos).toEqual({ clienteId: [M.clienteRequerido] });
    const sinEncargado = await errorDe(psicologa.caller.citas.crear({ ...entradaCrear(persona.documento, persona.id, encargado), encargadoId: undefined as unknown as number }));
    expect(formaDeError(sinEncargado).data.campos).toEqual({ encargadoId: [M.encargadoRequerido] });
    const pasada = await errorDe(psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(-1) })));
    expect(pasada).toMatchObject({ code: 'BAD_REQUEST', message: M.fechaPasada });
    const clienteUsuario = await idUsuario(db, 'cliente');
    const encargadoCliente = await errorDe(psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, clienteUsuario)));
    expect(encargadoCliente.message).toBe(M.encargadoInvalido);
    const sinLectura = await errorDe(psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, await idUsuario(db, 'mercaderista'))));
    expect(sinLectura).toMatchObject({ code: 'BAD_REQUEST', message: M.encargadoInvalido });
    expect(await contarCitas()).toBe(antes);
  });

  it('same-day duplicate: an offer (nothing written), then rescheduling the existing one (estado1 1, estado2 6, same UID, higher SEQUENCE)', async () => {
    const persona = await fabricas.hojaDeVida();
    const primera = await psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(3, 9) }));
    if (primera.resultado !== 'creada') throw new Error('no creada');
    const antes = await contarCitas();
    const otra = entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(3, 16) });
    const oferta = await psicologa.caller.citas.crear(otra);
    expect(oferta).toEqual({ resultado: 'duplicada', citaExistenteId: primera.id, mensaje: M.duplicadoDia });
    expect(await contarCitas()).toBe(antes);
    // Another day is fine.
    const otroDia = await psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(4, 9) }));
    expect(otroDia.resultado).toBe('creada');

    const nueva = await psicologa.caller.citas.crear({ ...otra, reagendarExistente: true });
    if (nueva.resultado !== 'creada') throw new Error('no creada');
    const vieja = await filaCita(db, primera.id);
    expect(vieja).toMatchObject({ estado1_id: 1, estado2_id: 6, fecha_hora_llegada: null, version: 2 });
    const fila = await filaCita(db, nueva.id);
    expect(fila).toMatchObject({ cita_padre_reagendada_id: primera.id, uid_ical: vieja.uid_ical, secuencia_ical: vieja.secuencia_ical + 1 });
    const inv = await invitacionDe(db, nueva.id);
    expect(inv?.valor('UID')).toBe(vieja.uid_ical);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    // The rescheduled one no longer blocks that day: a third at that day is again an offer for the new one.
    const tercera = await psicologa.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(3, 11) }));
    expect(tercera).toMatchObject({ resultado: 'duplicada', citaExistenteId: nueva.id });
  });

  it('accepting the same-day offer for an appointment at another branch keeps that branch and its city', async () => {
    const persona = await fabricas.hojaDeVida();
    // Written by the admin: the admin's branch, not the psychologist's.
    const primera = await admin.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(6, 9) }));
    if (primera.resultado !== 'creada') throw new Error('no creada');
    const sucursalDe = async (id: number) =>
      (await sqlDe(db).sql<{ sucursal_id: number | null; ciudad_id: number | null }>('select sucursal_id, ciudad_id from cita where id = ?', [id]))[0]!;
    const vieja = await sucursalDe(primera.id);
    const yo = (await sqlDe(db).sql<{ sucursal_id: number }>("select sucursal_id from usuario where username = 'psicologa'"))[0]!;
    expect(vieja.sucursal_id).not.toBeNull();
    expect(vieja.ciudad_id).not.toBeNull();
    expect(vieja.sucursal_id).not.toBe(yo.sucursal_id);
    const nueva = await psicologa.caller.citas.crear({ ...entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(6, 15) }), reagendarExistente: true });
    if (nueva.resultado !== 'creada') throw new Error('no creada');
    expect(await sucursalDe(nueva.id)).toEqual(vieja);
  });

  it('two simultaneous creations for the same person and day: one appointment, the other gets the offer', async () => {
    const persona = await fabricasDe(db.orm).hojaDeVida();
    const entrada = entradaCrear(persona.documento, persona.id, encargado, { fechaHoraEntrevista: enDias(6, 9) });
    const [a, b] = await Promise.all([psicologa.caller.citas.crear(entrada), reclutador.caller.citas.crear({ ...entrada, fechaHoraEntrevista: enDias(6, 15) })]);
    expect([a.resultado, b.resultado].sort()).toEqual(['creada', 'duplicada']);
    const [{ n }] = (await sqlDe(db).sql<{ n: string }>('select count(*) as n from cita where candidato_id = ?', [persona.id])) as [{ n: string }];
    expect(Number(n)).toBe(1);
  });

  it('a spontaneous candidate (unknown document): names, e-mail and numeric phone required; stored without order; found again by document', async () => {
    const documento = `55${Date.now() % 100_000_000}`;
    expect(await reclutador.caller.citas.buscarDocumento({ documento })).toEqual({ tipo: 'espontaneo', espontaneo: null });
    const mal = await errorDe(
      reclutador.caller.citas.crear(entradaCrear(documento, undefined, encargado, { espontaneo: { nombres: 'Lina', apellidos: 'Mora', email: 'lina@', telefono: '300 12' } })),
    );
    expect(formaDeError(mal).data.campos).toEqual({ 'espontaneo.email': [M.correoInvalido], 'espontaneo.telefono': [M.telefonoInvalido] });
    const espontaneo = { nombres: 'Lina', apellidos: 'Mora', email: 'lina.mora@correo.test', telefono: '3001234567' };
    const r = await reclutador.caller.citas.crear(entradaCrear(documento, undefined, encargado, { espontaneo }));
    if (r.resultado !== 'creada') throw new Error('no creada');
    const fila = await filaCita(db, r.id);
    const [ce] = await sqlDe(db).sql<{ pedido_id: number | null; cedula: string }>('select pedido_id, cedula from candidato_espontaneo where id = ?', [fila.candidato_espontaneo_id]);
    expect(ce).toEqual({ pedido_id: null, cedula: documento });
    expect(await reclutador.caller.citas.buscarDocumento({ documento })).toEqual({ tipo: 'espontaneo', espontaneo });
    expect((await invitacionDe(db, r.id))?.destino).toBe(espontaneo.email);
    // Same person, same day: the duplicate rule counts spontaneous candidates by document.
    const dup = await reclutador.caller.citas.crear(entradaCrear(documento, undefined, encargado, { espontaneo, fechaHoraEntrevista: enDias(2, 15) }));
    expect(dup).toMatchObject({ resultado: 'duplicada', citaExistenteId: r.id });
  });

  it('refuses a hired candidate and one in process, in the search and in create', async () => {
    const contratado = await fabricas.hojaDeVida();
    const ocupado = await fabricas.hojaDeVida();
    await sqlDe(db).sql('update candidato set estado_informa = 1, disponibilidad = 2 where id = ?', [contratado.id]);
    await sqlDe(db).sql('update candidato set disponibilidad = 1 where id = ?', [ocupado.id]);
    expect(await errorDe(psicologa.caller.citas.buscarDocumento({ documento: contratado.documento }))).toMatchObject({ code: 'BAD_REQUEST', message: M.contratado });
    expect(await errorDe(psicologa.caller.citas.buscarDocumento({ documento: ocupado.documento }))).toMatchObject({ code: 'BAD_REQUEST', message: M.noDisponible });
    expect((await errorDe(psicologa.caller.citas.crear(entradaCrear(ocupado.documento, ocupado.id, encargado)))).message).toBe(M.noDisponible);
    // A registered document sent as spontaneous, or an id of another person, is refused too.
    const libre = await fabricas.hojaDeVida();
    const comoEspontaneo = entradaCrear(libre.documento, undefined, encargado, { espontaneo: { nombres: 'X', apellidos: 'Y', email: 'x@y.co', telefono: '1' } });
    expect((await errorDe(psicologa.caller.citas.crear(comoEspontaneo))).message).toBe(M.documentoRegistrado);
    expect((await errorDe(psicologa.caller.citas.crear(entradaCrear(libre.documento, ocupado.id, encargado)))).message).toBe(M.documentoNoCoincide);
  });

  it('permissions: create needs add_cita + add_candidatoespontaneo + add_requisitocitasjoincitas; a client outside the scope is NOT_FOUND', async () => {
    const persona = await fabricas.hojaDeVida();
    const entrada = entradaCrear(persona.documento, persona.id, encargado);
    expect((await errorDe(jefe.caller.citas.crear(entrada))).code).toBe('FORBIDDEN'); // no add_candidatoespontaneo
    expect((await errorDe(ejecutivo.caller.citas.crear(entrada))).code).toBe('FORBIDDEN');
    expect((await errorDe(gerente.caller.citas.buscarDocumento({ documento: persona.documento }))).code).toBe('FORBIDDEN');
    const afuera = await errorDe(psicologa.caller.citas.crear({ ...entrada, razonEntrevista: 0, clienteId: fuera }));
    expect(afuera.code).toBe('NOT_FOUND');
    expect(afuera.message).toBe(MENSAJES.errores.noEncontrado);
    // The same-day rule holds across clients, but an appointment outside the scope is not offered (no id given away).
    const ajena = await admin.caller.citas.crear({ ...entrada, razonEntrevista: 0, clienteId: fuera });
    expect(ajena.resultado).toBe('creada');
    const dup = await errorDe(psicologa.caller.citas.crear({ ...entrada, reagendarExistente: true }));
    expect(dup).toMatchObject({ code: 'BAD_REQUEST', message: M.duplicadoDia });
    expect(formaDeError(dup).data.detalle).toBe(M.duplicadoDia);
  });
});

/** A fresh appointment of a new person created by the admin (all clients) for `clienteId`, two days ahead. */
async function citaNueva(clienteId: number | null = dentro, dias = 2) {
  const persona = await fabricas.hojaDeVida();
  const r = await admin.caller.citas.crear(
    entradaCrear(persona.documento, persona.id, encargado, { razonEntrevista: clienteId ? 0 : 1, clienteId, fechaHoraEntrevista: enDias(dias), requisitoIds: [] }),
  );
  if (r.resultado !== 'creada') throw new Error('no creada');
  return { ...r, persona };
}

describe('citas.reagendar', () => {
  it('a new appointment pointing at the old one (estado1 1, estado2 6), reason required, same UID with higher SEQUENCE, only once', async () => {
    const c = await citaNueva();
    const base = { citaId: c.id, version: c.version, razonEntrevista: 0, clienteId: dentro, encargadoId: encargado, fechaHoraEntrevista: enDias(5, 11), requisitoIds: [] };
    const sinRazon = await errorDe(psicologa.caller.citas.reagendar({ ...base, razonReagendamiento: ' ' }));
    expect(formaDeError(sinRazon).data.campos).toEqual({ razonReagendamiento: [M.razonReagendamientoRequerida] });
    expect((await errorDe(psicologa.caller.citas.reagendar({ ...base, version: c.version + 7, razonReagendamiento: 'Pidió otra fecha' }))).code).toBe('CONFLICT');
    // change_E1 alone does not reschedule: reclutador has add_cita + requisitos, jefe lacks add_requisitocitasjoincitas.
    expect((await errorDe(jefe.caller.citas.reagendar({ ...base, razonReagendamiento: 'x' }))).code).toBe('FORBIDDEN');
    const r = await psicologa.caller.citas.reagendar({ ...base, razonReagendamiento: 'Pidió otra fecha por una cita médica' });
    const vieja = await filaCita(db, c.id);
    const nueva = await filaCita(db, r.id);
    expect(vieja).toMatchObject({ estado1_id: 1, estado2_id: 6 });
    expect(nueva).toMatchObject({ cita_padre_reagendada_id: c.id, uid_ical: vieja.uid_ical, secuencia_ical: 1 });
    expect(new Date(nueva.fecha_hora_entrevista).getTime()).toBe(enDias(5, 11).getTime());
    const d = await psicologa.caller.citas.obtener({ id: r.id });
    expect(d).toMatchObject({ razonReagendamiento: 'Pidió otra fecha por una cita médica', citaPadreReagendadaId: c.id, candidato: { candidatoId: c.persona.id } });
    const inv = await invitacionDe(db, r.id);
    expect(inv).toMatchObject({ metodo: 'REQUEST' });
    expect(inv?.valor('UID')).toBe(vieja.uid_ical);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    const otraVez = await errorDe(psicologa.caller.citas.reagendar({ ...base, version: vieja.version, razonReagendamiento: 'Otra vez' }));
    expect(otraVez.message).toBe(M.yaReagendada);
  });

  it('an appointment written before invitations had a UID (demo rows) keeps the UID its invitation was sent with', async () => {
    const c = await citaNueva(dentro, 9);
    await sqlDe(db).sql('update cita set uid_ical = null where id = ?', [c.id]);
    const r = await psicologa.caller.citas.reagendar({
      citaId: c.id,
      version: c.version,
      razonReagendamiento: 'Cambio de horario',
      razonEntrevista: 1,
      encargadoId: encargado,
      fechaHoraEntrevista: enDias(10),
      requisitoIds: [],
    });
    expect((await filaCita(db, r.id)).uid_ical).toBe(`cita-${c.id}@talento`);
    expect((await invitacionDe(db, r.id))?.valor('UID')).toBe(`cita-${c.id}@talento`);
  });
});

describe('changes saved at once from the detail', () => {
  it('estado1 (change_E1): "llegó" sets the arrival time to now, estado1 1 clears it; a state-2 status is refused; stale version CONFLICT', async () => {
    const c = await citaNueva();
    const antes = Date.now();
    const r1 = await psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 2 });
    const llego = await filaCita(db, c.id);
    expect(llego.estado1_id).toBe(2);
    expect(new Date(llego.fecha_hora_llegada!).getTime()).toBeGreaterThanOrEqual(antes - 1000);
    expect((await errorDe(psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 1 }))).code).toBe('CONFLICT');
    const r2 = await psicologa.caller.citas.cambiarEstado1({ id: c.id, version: r1.version, estadoId: 1 });
    expect(await filaCita(db, c.id)).toMatchObject({ estado1_id: 1, fecha_hora_llegada: null });
    expect((await errorDe(psicologa.caller.citas.cambiarEstado1({ id: c.id, version: r2.version, estadoId: 6 }))).message).toBe(M.estadoInvalido);
    expect((await errorDe(reclutador.caller.citas.cambiarEstado1({ id: c.id, version: r2.version, estadoId: 2 }))).code).toBe('FORBIDDEN');
  });

  it('two simultaneous saves with the same version: one wins, the other CONFLICT (row lock + version)', async () => {
    const c = await citaNueva();
    // Each call ends as its outcome code: 'ok' or the tRPC error code.
    const codigo = (p: Promise<unknown>) => p.then(() => 'ok', async () => (await errorDe(p)).code);
    const r = await Promise.all([
      codigo(psicologa.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 2 })),
      codigo(jefe.caller.citas.cambiarEstado1({ id: c.id, version: c.version, estadoId: 3 })),
    ]);
    expect(r.sort()).toEqual(['CONFLICT', 'ok']);
    expect((await filaCita(db, c.id)).version).toBe(c.version + 1);
  });

  it('estado2 (change_E2): "no continúa" before the interview sends a CANCEL of the same event; null clears it', async () => {
    const c = await citaNueva();
    const uid = (await filaCita(db, c.id)).uid_ical;
    expect((await errorDe(psicologa.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 7 }))).code).toBe('FORBIDDEN');
    expect((await errorDe(gerente.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 2 }))).message).toBe(M.estadoInvalido);
    const r = await gerente.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 7 });
    const inv = await invitacionDe(db, c.id);
    expect(inv?.metodo).toBe('CANCEL');
    expect(inv?.valor('METHOD')).toBe('CANCEL');
    expect(inv?.valor('UID')).toBe(uid);
    expect(inv?.valor('SEQUENCE')).toBe('1');
    expect(inv?.valor('STATUS')).toBe('CANCELLED');
    await gerente.caller.citas.cambiarEstado2({ id: c.id, version: r.version, estadoId: null });
    expect((await filaCita(db, c.id)).estado2_id).toBeNull();
  });

  it('estado2 "reagendado" needs the reschedule permissions too (add_cita + add_requisitocitasjoincitas): refused with nothing changed', async () => {
    const c = await citaNueva();
    // gerente has change_E2 without add_cita; jefe has change_E2 and add_cita without add_requisitocitasjoincitas.
    for (const quien of [gerente, jefe]) {
      const e = await errorDe(quien.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 6 }));
      expect(e).toMatchObject({ code: 'FORBIDDEN', message: M.sinPermisoReagendar });
    }
    expect(await filaCita(db, c.id)).toMatchObject({ estado2_id: null, version: c.version });
    // Other state-2 values stay theirs; a user who may reschedule (admin) may set "reagendado".
    const r = await jefe.caller.citas.cambiarEstado2({ id: c.id, version: c.version, estadoId: 5 });
    await admin.caller.citas.cambiarEstado2({ id: c.id, version: r.version, estadoId: 6 });
    expect((await filaCita(db, c.id)).estado2_id).toBe(6);
  });

  it('person in charge (change_encargado) and referral (id 6 needs its text, another id clears it)', async () => {
    const c = await citaNueva();
    const otro = await idUsuario(db, 'reclutador');
    expect((await errorDe(psicologa.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: otro }))).code).toBe('FORBIDDEN');
    const clienteUsuario = await idUsuario(db, 'cliente');
    expect((await errorDe(jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: clienteUsuario }))).message).toBe(M.encargadoInvalido);
    // An active agency user without read_cita (the merchandiser) may not be put in charge either.
    const mercaderista = await idUsuario(db, 'mercaderista');
    expect((await errorDe(jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: mercaderista }))).message).toBe(M.encargadoInvalido);
    expect((await filaCita(db, c.id)).version).toBe(c.version);
    const r = await jefe.caller.citas.cambiarEncargado({ id: c.id, version: c.version, encargadoId: otro });
    expect((await filaCita(db, c.id)).persona_acargo_entrevista_id).toBe(otro);
    const sinTexto = await errorDe(psicologa.caller.citas.cambiarRemision({ id: c.id, version: r.version, referenciaId: 6 }));
    expect(formaDeError(sinTexto).data.campos).toEqual({ otrosReferencia: [M.otrosReferenciaRequerido] });
    const r2 = await psicologa.caller.citas.cambiarRemision({ id: c.id, version: r.version, referenciaId: 6, otrosReferencia: 'Perifoneo' });
    expect(await filaCita(db, c.id)).toMatchObject({ referencia_id: 6, otros_referencia: 'Perifoneo' });
    await psicologa.caller.citas.cambiarRemision({ id: c.id, version: r2.version, referenciaId: 2, otrosReferencia: 'se ignora' });
    expect(await filaCita(db, c.id)).toMatchObject({ referencia_id: 2, otros_referencia: null });
  });

  it('requirement "revisado" (add_requisitocitasjoincitas); outside the scope NOT_FOUND', async () => {
    const persona = await fabricas.hojaDeVida();
    const { requisitos } = await admin.caller.citas.catalogos();
    const crear = (clienteId: number) =>
      admin.caller.citas.crear(entradaCrear(persona.documento, persona.id, encargado, { razonEntrevista: 0, clienteId, requisitoIds: [requisitos[0]!.id], fechaHoraEntrevista: enDias(clienteId === fuera ? 8 : 7) }));
    const r = await crear(dentro);
    const rf = await crear(fuera);
    if (r.resultado !== 'creada' || rf.resultado !== 'creada') throw new Error('no creada');
    const [req] = (await psicologa.caller.citas.obtener({ id: r.id })).requisitos;
    expect(await psicologa.caller.citas.marcarRequisito({ id: req!.id, revisado: true })).toMatchObject({ revisado: true });
    expect((await psicologa.caller.citas.obtener({ id: r.id })).requisitos[0]?.revisado).toBe(true);
    expect((await errorDe(gerente.caller.citas.marcarRequisito({ id: req!.id, revisado: false }))).code).toBe('FORBIDDEN');
    const [reqFuera] = (await admin.caller.citas.obtener({ id: rf.id })).requisitos;
    expect((await errorDe(psicologa.caller.citas.marcarRequisito({ id: reqFuera!.id, revisado: true }))).code).toBe('NOT_FOUND');
    // Every write on an appointment of a client outside the scope answers NOT_FOUND and changes nothing.
    const f = await filaCita(db, rf.id);
    expect((await errorDe(psicologa.caller.citas.cambiarEstado1({ id: rf.id, version: f.version, estadoId: 2 }))).code).toBe('NOT_FOUND');
    expect((await errorDe(psicologa.caller.citas.cambiarRemision({ id: rf.id, version: f.version, referenciaId: 1 }))).code).toBe('NOT_FOUND');
    expect(await filaCita(db, rf.id)).toEqual(f);
  });
});
