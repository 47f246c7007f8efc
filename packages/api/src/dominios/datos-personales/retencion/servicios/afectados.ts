import type { EntityManager } from '@mikro-orm/postgresql';
import { hoyIso, inicioDelDia, nombreCompleto, sumarAnios } from '@talento/rules';
import { type FilaDe, leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { AUXILIARES_RETENCION, columnasRetencion } from './afectados-columnas';

/** A person the retention policy reaches: the listed columns (afectados-columnas.ts), the name and the e-mail. */
export type PersonaRetencion = FilaDe<ReturnType<typeof columnasRetencion>> & {
  nombre: string;
  email: string;
};

/** The instant before which a CV counts as not updated: N years before today (Bogotá). */
export const corteRetencion = (ahora: Date, anos: number): Date =>
  inicioDelDia(sumarAnios(hoyIso(ahora), -anos));

/**
 * People to notice: CV and candidate not updated since the cut, in no order, appointment or authorisation since then,
 * not in a process now, never hired (their employment records are kept by law), not suppressed and without a notice
 * pending or answered since the cut. Oldest first.
 */
const SQL_A_AVISAR = `
  from hoja_de_vida h join candidato c on c.id = h.candidato_id
 where h.fecha_modificacion < ?1 and c.updated_at < ?1
   and c.disponibilidad not in (1, 2) and c.disponibilidad_stock = 0 and c.estado_informa <> 1
   and not exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id
                    and (cp.fecha_modificacion >= ?1 or cp.estado_candidato_pedido = 8))
   and not exists (select 1 from asociacion_empleado_erp a where a.candidato_id = c.id)
   and not exists (select 1 from cita ci where ci.candidato_id = c.id and ci.fecha_hora_entrevista >= ?1)
   and not exists (select 1 from autorizacion_datos ad where ad.candidato_id = c.id and ad.otorgada_en >= ?1)
   and not exists (select 1 from supresion_datos s where s.candidato_id = c.id)
   and not exists (select 1 from aviso_retencion ar where ar.candidato_id = c.id and (ar.estado = 0 or ar.avisado_en >= ?1))`;

/** Notices whose period ended without an answer: anonymised on the next run. */
const SQL_A_ANONIMIZAR = `
  from aviso_retencion ar join candidato c on c.id = ar.candidato_id join hoja_de_vida h on h.candidato_id = c.id
 where ar.estado = 0 and ar.vence_en <= ?2 and not (${respondio('ar')})`;

/** The person answered the notice: CV updated, authorisation given or link used, or a new process since it was sent. */
export function respondio(ar: string): string {
  return `exists (select 1 from hoja_de_vida h2 where h2.candidato_id = ${ar}.candidato_id and h2.fecha_modificacion > ${ar}.avisado_en)
    or exists (select 1 from autorizacion_datos ad where ad.candidato_id = ${ar}.candidato_id and ad.otorgada_en > ${ar}.avisado_en)
    or exists (select 1 from enlace_autorizacion ea where ea.candidato_id = ${ar}.candidato_id and ea.usado_en > ${ar}.avisado_en)
    or exists (select 1 from candidato_pedido cp where cp.candidato_id = ${ar}.candidato_id and cp.fecha_creacion > ${ar}.avisado_en)
    or exists (select 1 from cita ci where ci.candidato_id = ${ar}.candidato_id and ci.created_at > ${ar}.avisado_en)`;
}

/** `?1` the cut, `?2` now: positional parameters repeated. */
function parametros(sql: string, corte: Date, ahora: Date): [string, unknown[]] {
  const valores: unknown[] = [];
  const texto = sql.replace(/\?([12])/g, (_, n: string) => {
    valores.push(n === '1' ? corte : ahora);
    return '?';
  });
  return [texto, valores];
}

async function leer(
  em: EntityManager,
  desde: string,
  aviso: boolean,
  corte: Date,
  ahora: Date,
  limite: number,
): Promise<{ total: number; filas: PersonaRetencion[] }> {
  const columnas = columnasRetencion(aviso);
  const [sql, valores] = parametros(
    `select ${listaSelect({ ...columnas, ...AUXILIARES_RETENCION })}
     ${desde}
     order by ${aviso ? 'ar.vence_en, ar.id' : 'h.fecha_modificacion, c.id'} limit ?`,
    corte,
    ahora,
  );
  const filas = await em.execute<Record<string, unknown>[]>(sql, [...valores, limite]);
  return {
    total: filas[0] ? leerFila(AUXILIARES_RETENCION, filas[0]).total : 0,
    filas: filas.map((fila): PersonaRetencion => {
      const x = leerFila(AUXILIARES_RETENCION, fila);
      return { ...leerFila(columnas, fila), nombre: nombreCompleto(x), email: x.email };
    }),
  };
}

export const personasAAvisar = (em: EntityManager, corte: Date, ahora: Date, limite: number) =>
  leer(em, SQL_A_AVISAR, false, corte, ahora, limite);

export const personasAAnonimizar = (em: EntityManager, corte: Date, ahora: Date, limite: number) =>
  leer(em, SQL_A_ANONIMIZAR, true, corte, ahora, limite);
