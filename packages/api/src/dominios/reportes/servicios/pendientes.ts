/**
 * What the reports job computes on each run (docs/decisiones/reportes.md): today when its
 * figures are older than `frescuraMinutos`, yesterday until it has been computed after it ended, and every day of
 * the stale ranges that triggers (a past-dated change) or the report (a day asked but never computed) appended to
 * `rango_indicador_pendiente`. Ranges are taken with SKIP LOCKED and deleted in the same transaction, so two
 * instances never take the same range; a range whose computation fails is put back.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { fechaEnZonaNegocio, inicioDelDia, sumarDias, type FechaIso } from '@talento/rules';
import { calcularDia } from './calcular-dia';

export interface OpcionesCalculo {
  /** Today is recomputed when its figures are older than this (default 10 minutes). */
  frescuraMinutos?: number;
}

export interface ResumenCalculo {
  ahora: Date;
  /** Days computed, oldest first. */
  dias: FechaIso[];
  filas: number;
}

/** Days of [desde, hasta], oldest first. */
export function diasEntre(desde: FechaIso, hasta: FechaIso): FechaIso[] {
  const dias: FechaIso[] = [];
  for (let d = desde; d <= hasta; d = sumarDias(d, 1)) dias.push(d);
  return dias;
}

/** Appends a stale range (the report asks for days not computed yet; the job picks it up). */
export async function marcarPendientes(em: EntityManager, desde: FechaIso, hasta: FechaIso): Promise<void> {
  await em.execute(
    'insert into rango_indicador_pendiente (desde, hasta) values (?, ?)',
    [desde, hasta],
    'run',
  );
}

async function tomarRangos(em: EntityManager): Promise<{ desde: FechaIso; hasta: FechaIso }[]> {
  return em.execute<{ desde: FechaIso; hasta: FechaIso }[]>(
    `delete from rango_indicador_pendiente where id in (select id from rango_indicador_pendiente for update skip locked)
     returning to_char(desde, 'YYYY-MM-DD') as desde, to_char(hasta, 'YYYY-MM-DD') as hasta`,
  );
}

async function calculadoEn(em: EntityManager, dia: FechaIso): Promise<Date | null> {
  const [fila] = await em.execute<{ calculado_en: Date }[]>(
    'select calculado_en from dia_indicador_calculado where fecha = ?',
    [dia],
  );
  return fila ? new Date(fila.calculado_en) : null;
}

/** One run of the reports job with the clock `ahora`. */
export async function calcularIndicadores(
  orm: MikroORM,
  ahora: Date,
  opciones: OpcionesCalculo = {},
): Promise<ResumenCalculo> {
  const em = orm.em.fork();
  const hoy = fechaEnZonaNegocio(ahora);
  const ayer = sumarDias(hoy, -1);
  const dias = new Set<FechaIso>();
  const frescura = (opciones.frescuraMinutos ?? 10) * 60_000;
  const deHoy = await calculadoEn(em, hoy);
  if (!deHoy || ahora.getTime() - deHoy.getTime() >= frescura) dias.add(hoy);
  const deAyer = await calculadoEn(em, ayer);
  if (!deAyer || deAyer < inicioDelDia(hoy)) dias.add(ayer);
  const rangos = await tomarRangos(em);
  for (const r of rangos) for (const d of diasEntre(r.desde, r.hasta < hoy ? r.hasta : hoy)) dias.add(d);

  const orden = [...dias].sort();
  let filas = 0;
  const hechos: FechaIso[] = [];
  try {
    for (const dia of orden) {
      filas += await calcularDia(em, dia, ahora);
      hechos.push(dia);
    }
  } catch (error) {
    const faltan = orden.filter((d) => !hechos.includes(d));
    if (faltan.length) await marcarPendientes(em, faltan[0]!, faltan[faltan.length - 1]!);
    throw error;
  }
  return { ahora, dias: orden, filas };
}
