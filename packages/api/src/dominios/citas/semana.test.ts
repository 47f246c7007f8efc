import { diaDeSemana, hoyIso, instanteEnBogota, MENSAJES_CITAS as M, sumarDias } from '@talento/rules';
import { describe, expect, it } from 'vitest';
import { callerFor, errorDe, formaDeError } from '../../testing';
import { enDias, entradaCrear, sqlDe } from './testing/apoyo';
import { citaNueva, entornoEscrituras } from './testing/entorno-escrituras';

const e = entornoEscrituras('citas_semana');
const idSucursal = (nombre: string) => sqlDe(e.db).uno('select id from sucursal where nombre = ?', [nombre]);
/** The Bogotá day of an appointment `dias` ahead (the fixtures' enDias). */
const diaDe = (dias: number) => sumarDias(hoyIso(), dias);

describe('citas.semana: one week of appointments in the user’s scope', () => {
  it('Monday to Sunday of the day asked, each with its Bogotá day and minute, in time order', async () => {
    const a = await citaNueva(e, e.dentro, 20);
    const b = await citaNueva(e, null, 21);
    const dia = diaDe(20);
    const r = await e.psicologa.caller.citas.semana({ dia, encargadoId: e.encargado });
    expect(diaDeSemana(r.lunes)).toBe(1);
    expect(r.lunes <= dia && dia < sumarDias(r.lunes, 7)).toBe(true);
    const ids = r.citas.map((c) => c.id);
    expect(ids).toContain(a.id);
    expect(ids.includes(b.id)).toBe(diaDe(21) < sumarDias(r.lunes, 7));
    const fila = r.citas.find((c) => c.id === a.id)!;
    expect(fila).toMatchObject({ dia, minuto: 10 * 60, duracionMinutos: 60, encargado: { id: e.encargado } });
    expect(r.citas.every((c) => c.dia >= r.lunes && c.dia < sumarDias(r.lunes, 7))).toBe(true);
    const horas = r.citas.map((c) => c.fechaHoraEntrevista.getTime());
    expect(horas).toEqual([...horas].sort((x, y) => x - y));
    // The week before does not have it.
    const antes = await e.psicologa.caller.citas.semana({ dia: sumarDias(r.lunes, -1) });
    expect(antes.citas.map((c) => c.id)).not.toContain(a.id);
  });

  it('scope inside the query: an appointment of a client outside the user’s list is not in their week', async () => {
    const ajena = await citaNueva(e, e.fuera, 22);
    const sinCliente = await citaNueva(e, null, 22);
    const dia = diaDe(22);
    const psicologa = (await e.psicologa.caller.citas.semana({ dia })).citas.map((c) => c.id);
    expect(psicologa).not.toContain(ajena.id);
    expect(psicologa).toContain(sinCliente.id);
    // The admin (all clients) sees both; the ejecutivo has that client in their list.
    const admin = (await e.admin.caller.citas.semana({ dia })).citas.map((c) => c.id);
    expect(admin).toEqual(expect.arrayContaining([ajena.id, sinCliente.id]));
    const ejecutivo = (await e.ejecutivo.caller.citas.semana({ dia })).citas.map((c) => c.id);
    expect(ejecutivo).toContain(ajena.id);
    // Filtering by the out-of-scope appointment's person in charge does not let it through either.
    const porEncargado = await e.psicologa.caller.citas.semana({ dia, encargadoId: e.encargadoTodos });
    expect(porEncargado.citas.map((c) => c.id)).not.toContain(ajena.id);
  });

  it('filters by person in charge and by branch; a rescheduled appointment is left out', async () => {
    const medellin = await idSucursal('Medellín');
    const persona = await e.fabricas.hojaDeVida();
    const enMedellin = await e.admin.caller.citas.crear({
      ...entradaCrear(persona.documento, persona.id, e.encargadoTodos, {
        fechaHoraEntrevista: enDias(23, 15),
        lugar: 'sucursal',
        sucursalId: medellin,
        requisitoIds: [],
      }),
      aceptarCruce: true,
    });
    if (enMedellin.resultado !== 'creada') throw new Error(enMedellin.mensaje);
    const otra = await citaNueva(e, null, 23);
    const dia = diaDe(23);
    const porSucursal = await e.admin.caller.citas.semana({ dia, sucursalId: medellin });
    expect(porSucursal.citas.map((c) => c.id)).toContain(enMedellin.id);
    expect(porSucursal.citas.every((c) => c.sucursal?.id === medellin)).toBe(true);
    const porEncargado = await e.admin.caller.citas.semana({ dia, encargadoId: e.encargado });
    expect(porEncargado.citas.map((c) => c.id)).toContain(otra.id);
    expect(porEncargado.citas.map((c) => c.id)).not.toContain(enMedellin.id);

    const movida = await e.admin.caller.citas.reagendar({
      citaId: otra.id,
      version: otra.version,
      razonReagendamiento: 'Otro día',
      razonEntrevista: 1,
      encargadoId: e.encargado,
      fechaHoraEntrevista: instanteEnBogota(dia, 16, 0),
      requisitoIds: [],
      aceptarCruce: true,
    });
    if (movida.resultado !== 'reagendada') throw new Error(movida.mensaje);
    const despues = (await e.admin.caller.citas.semana({ dia, encargadoId: e.encargado })).citas.map(
      (c) => c.id,
    );
    expect(despues).toContain(movida.id);
    expect(despues).not.toContain(otra.id);
  });

  it('bad input: a day that does not exist is a clear message on its field', async () => {
    const mala = await errorDe(e.admin.caller.citas.semana({ dia: '2026-02-30' }));
    expect(mala.code).toBe('BAD_REQUEST');
    expect(Object.keys(formaDeError(mala).data.campos ?? {})).toEqual(['dia']);
  });
});

describe('reception of a chosen branch', () => {
  it('by default the user’s branch; a chosen one shows its own; one that does not exist is a clear message', async () => {
    const reloj = instanteEnBogota(hoyIso(), 6, 0);
    const temprano = await callerFor(e.db.orm, { usuario: 'psicologa', portal: 'staff', now: () => reloj });
    const medellin = await idSucursal('Medellín');
    const persona = await e.fabricas.hojaDeVida();
    const r = await temprano.caller.citas.crear({
      ...entradaCrear(persona.documento, persona.id, e.encargado, {
        fechaHoraEntrevista: instanteEnBogota(hoyIso(), 15, 0),
        lugar: 'sucursal',
        sucursalId: medellin,
      }),
      aceptarCruce: true,
    });
    if (r.resultado !== 'creada') throw new Error(r.mensaje);
    const propia = await temprano.caller.citas.hoy();
    expect(propia.sucursal?.nombre).toBe('Bogotá Norte');
    expect(propia.citas.map((c) => c.id)).not.toContain(r.id);
    const elegida = await temprano.caller.citas.hoy({ sucursalId: medellin });
    expect(elegida.sucursal).toEqual({ id: medellin, nombre: 'Medellín' });
    expect(elegida.citas.map((c) => c.id)).toContain(r.id);
    const mala = await errorDe(temprano.caller.citas.hoy({ sucursalId: 2_000_000 }));
    expect(mala).toMatchObject({ code: 'BAD_REQUEST', message: M.sucursalInvalida });
  });
});
