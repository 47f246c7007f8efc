/**
 * Reception (issue 39, point 5): another day than today ("Mañana / otra fecha") and the "Deshacer" of a check-in,
 * which puts the appointment back only right after it and if nothing changed since.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias, sumarMinutos } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, errorDe, type TestSession } from '../../testing';
import { fabricasDe } from '../../testing/fabricas';
import { CLIENTE_DENTRO, CLIENTE_FUERA, entradaCrear, filaCita, idCliente, idUsuario } from './testing/apoyo';

let db: TestDatabase;
let fabricas: ReturnType<typeof fabricasDe>;
let encargado: number;
let encargadoTodos: number;
let dentro: number;
let fuera: number;
/** 07:00 in Bogotá today: every appointment of the day is ahead. */
const reloj = instanteEnBogota(hoyIso(), 7, 0);
const LLEGO = 2;
const NO_TRAJO_DOCUMENTOS = 3;
const PRUEBAS_INCOMPLETAS = 4;

beforeAll(async () => {
  db = await createTestDatabase('citas_recepcion');
  fabricas = fabricasDe(db.orm);
  encargado = await idUsuario(db, 'psicologa');
  encargadoTodos = await idUsuario(db, 'admin');
  dentro = await idCliente(db, CLIENTE_DENTRO);
  fuera = await idCliente(db, CLIENTE_FUERA);
});
afterAll(async () => {
  await db?.drop();
});

/** A session whose clock reads `ahora` (the arrival time and the undo window follow it). */
const sesion = (usuario: string, ahora: Date = reloj) =>
  callerFor(db.orm, { usuario, portal: 'staff', now: () => ahora });

async function cita(quien: TestSession, clienteId: number | null, fecha: Date) {
  const persona = await fabricas.hojaDeVida();
  const r = await quien.caller.citas.crear(
    entradaCrear(persona.documento, persona.id, clienteId === fuera ? encargadoTodos : encargado, {
      razonEntrevista: clienteId ? 0 : 1,
      clienteId,
      fechaHoraEntrevista: fecha,
    }),
  );
  if (r.resultado !== 'creada') throw new Error('no creada');
  return r.id;
}

/** The arrival time of a row read with SQL (a timestamp comes back as text). */
const llegadaDe = (f: { fecha_hora_llegada: Date | string | null }) =>
  f.fecha_hora_llegada === null ? null : new Date(f.fecha_hora_llegada);

/** Checks an appointment in at `reloj` from reception and returns what the screen keeps for its "Deshacer". */
async function registrarLlegada(quien: TestSession, id: number, estadoId = LLEGO) {
  const fila = (await quien.caller.citas.hoy()).citas.find((c) => c.id === id)!;
  const r = await quien.caller.citas.cambiarEstado1({ id, version: fila.version, estadoId });
  return { id, version: r.version, estadoAnteriorId: fila.estado1?.id ?? null };
}

describe('citas.hoy con otro día', () => {
  it('muestra las citas del día pedido (mañana u otra fecha) y dice qué día es', async () => {
    const psicologa = await sesion('psicologa');
    const manana = sumarDias(hoyIso(reloj), 1);
    const otroDia = sumarDias(hoyIso(reloj), 9);
    const deHoy = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 11, 0));
    const deManana = await cita(psicologa, null, instanteEnBogota(manana, 9, 0));
    const deOtroDia = await cita(psicologa, dentro, instanteEnBogota(otroDia, 15, 0));
    const hoy = await psicologa.caller.citas.hoy();
    expect(hoy.dia).toBe(hoyIso(reloj));
    expect(hoy.citas.map((c) => c.id)).toContain(deHoy);
    expect(hoy.citas.map((c) => c.id)).not.toContain(deManana);
    const deMananaVista = await psicologa.caller.citas.hoy({ dia: manana });
    expect(deMananaVista.dia).toBe(manana);
    expect(deMananaVista.citas.map((c) => c.id)).toEqual(expect.arrayContaining([deManana]));
    expect(deMananaVista.citas.map((c) => c.id)).not.toContain(deHoy);
    expect((await psicologa.caller.citas.hoy({ dia: otroDia })).citas.map((c) => c.id)).toContain(deOtroDia);
  });

  it('un día mal escrito es una entrada errada y no una falla', async () => {
    const psicologa = await sesion('psicologa');
    const e = await errorDe(psicologa.caller.citas.hoy({ dia: '31/12/2026' }));
    expect(e.code).toBe('BAD_REQUEST');
  });
});

describe('citas.deshacerLlegada', () => {
  it('justo después del check-in devuelve el estado anterior y quita la hora de llegada', async () => {
    const psicologa = await sesion('psicologa');
    const id = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 9, 0));
    const antes = await filaCita(db, id);
    const llegada = await registrarLlegada(psicologa, id);
    expect(llegadaDe(await filaCita(db, id))).toEqual(reloj);
    const unMinutoDespues = await sesion('psicologa', sumarMinutos(reloj, 1));
    const r = await unMinutoDespues.caller.citas.deshacerLlegada(llegada);
    expect(r.mensaje).toBe(M.llegadaDeshecha);
    const despues = await filaCita(db, id);
    expect(despues.estado1_id).toBe(antes.estado1_id);
    expect(despues.fecha_hora_llegada).toBeNull();
    const fila = (await psicologa.caller.citas.hoy()).citas.find((c) => c.id === id);
    expect(fila).toMatchObject({ fechaHoraLlegada: null, version: r.version });
  });

  it('también "No trajo documentos", y vuelve a un estado anterior que no era de llegada', async () => {
    const psicologa = await sesion('psicologa');
    const id = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 9, 15));
    const fila = (await psicologa.caller.citas.hoy()).citas.find((c) => c.id === id)!;
    await psicologa.caller.citas.cambiarEstado1({ id, version: fila.version, estadoId: PRUEBAS_INCOMPLETAS });
    const llegada = await registrarLlegada(psicologa, id, NO_TRAJO_DOCUMENTOS);
    expect(llegada.estadoAnteriorId).toBe(PRUEBAS_INCOMPLETAS);
    await psicologa.caller.citas.deshacerLlegada(llegada);
    expect(await filaCita(db, id)).toMatchObject({
      estado1_id: PRUEBAS_INCOMPLETAS,
      fecha_hora_llegada: null,
    });
  });

  it('si algo cambió después del check-in no deshace nada (la versión ya no es la suya)', async () => {
    const psicologa = await sesion('psicologa');
    const id = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 9, 30));
    const llegada = await registrarLlegada(psicologa, id);
    // Someone sets the referral after the check-in (any change moves the version).
    await psicologa.caller.citas.cambiarRemision({ id, version: llegada.version, referenciaId: 1 });
    const antes = await filaCita(db, id);
    expect((await errorDe(psicologa.caller.citas.deshacerLlegada(llegada))).code).toBe('CONFLICT');
    expect(await filaCita(db, id)).toEqual(antes);
  });

  it('pasados 2 minutos, o si antes ya había llegado, lo rechaza con su mensaje y nada cambia', async () => {
    const psicologa = await sesion('psicologa');
    const id = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 10, 0));
    const llegada = await registrarLlegada(psicologa, id);
    const antes = await filaCita(db, id);
    const tarde = await sesion('psicologa', sumarMinutos(reloj, 3));
    const vencido = await errorDe(tarde.caller.citas.deshacerLlegada(llegada));
    expect(vencido).toMatchObject({ code: 'BAD_REQUEST', message: M.llegadaDeshacerVencido });
    // The screen says which state there was before: an arrival status there means a second check-in, not undone.
    const segunda = await errorDe(
      psicologa.caller.citas.deshacerLlegada({ ...llegada, estadoAnteriorId: LLEGO }),
    );
    expect(segunda).toMatchObject({ code: 'BAD_REQUEST', message: M.llegadaNoDeshacible });
    // A state of the other list is not a state 1.
    const lista2 = (await psicologa.caller.citas.catalogos()).estados2[0]!.id;
    const otraLista = await errorDe(
      psicologa.caller.citas.deshacerLlegada({ ...llegada, estadoAnteriorId: lista2 }),
    );
    expect(otraLista).toMatchObject({ code: 'BAD_REQUEST', message: M.estadoInvalido });
    expect(await filaCita(db, id)).toEqual(antes);
  });

  it('una cita sin llegada no tiene nada que deshacer', async () => {
    const psicologa = await sesion('psicologa');
    const id = await cita(psicologa, dentro, instanteEnBogota(hoyIso(reloj), 10, 30));
    const fila = (await psicologa.caller.citas.hoy()).citas.find((c) => c.id === id)!;
    const e = await errorDe(
      psicologa.caller.citas.deshacerLlegada({ id, version: fila.version, estadoAnteriorId: null }),
    );
    expect(e).toMatchObject({ code: 'BAD_REQUEST', message: M.llegadaNoDeshacible });
  });

  it('permiso como el check-in (change_E1) y alcance dentro de la consulta', async () => {
    const admin = await sesion('admin');
    const ajena = await cita(admin, fuera, instanteEnBogota(hoyIso(reloj), 11, 0));
    const llegada = await registrarLlegada(admin, ajena);
    const psicologa = await sesion('psicologa');
    expect((await errorDe(psicologa.caller.citas.deshacerLlegada(llegada))).code).toBe('NOT_FOUND');
    const u = await fabricas.usuario({ rol: 'staff', sucursal: 'Bogotá Centro' });
    const sinPermiso = await sesion(u.username);
    expect(sinPermiso.usuario?.permisos).not.toContain('change_E1');
    expect((await errorDe(sinPermiso.caller.citas.deshacerLlegada(llegada))).code).toBe('FORBIDDEN');
    expect(llegadaDe(await filaCita(db, ajena))).toEqual(reloj);
  });
});
