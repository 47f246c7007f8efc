/**
 * A person in charge booked twice at the same time: the first of their standing appointments (not rescheduled, not
 * "no continúa") whose slot [start, start + duration) overlaps the new one. The write answers it as an offer naming
 * the other appointment (nothing written); `aceptarCruce` books it anyway. An appointment outside the user's scope
 * is mentioned without its candidate.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CodigoEstadoCita,
  formatoFechaHora,
  MENSAJES_CITAS as M,
  sumarMinutos,
  type AlcanceClientes,
} from '@talento/rules';
import { Parametros } from '../../../nucleo/sql/parametros';
import { sqlAlcanceCita } from './alcance';

export interface CruceCita {
  /** The other appointment, or null when it is outside the user's scope. */
  citaId: number | null;
  mensaje: string;
}

export interface FranjaCita {
  encargadoId: number;
  inicio: Date;
  minutos: number;
  /** The appointment being rescheduled: it gives its slot up. */
  exceptoId?: number | undefined;
}

export async function cruceDeEncargado(
  tx: EntityManager,
  alcance: AlcanceClientes,
  f: FranjaCita,
): Promise<CruceCita | null> {
  const q = new Parametros();
  const sql = `select c.id, c.fecha_hora_entrevista,
      trim(coalesce(ca.nombre1 || ' ' || coalesce(ca.nombre2 || ' ', '') || ca.apellido1 || coalesce(' ' || ca.apellido2, ''), ce.nombres || ' ' || ce.apellidos, '')) as candidato,
      (true${sqlAlcanceCita(q, alcance)}) as visible
    from cita c
    left join candidato ca on ca.id = c.candidato_id
    left join candidato_espontaneo ce on ce.id = c.candidato_espontaneo_id
    where c.persona_acargo_entrevista_id = ${q.v(f.encargadoId)}
      and c.id <> ${q.v(f.exceptoId ?? 0)}
      and c.fecha_hora_entrevista < ${q.v(sumarMinutos(f.inicio, f.minutos).toISOString())}::timestamptz
      and c.fecha_hora_entrevista + make_interval(mins => c.duracion_minutos) > ${q.v(f.inicio.toISOString())}::timestamptz
      and not exists (select 1 from estado_cita e where e.id = c.estado2_id and e.codigo = any(${q.v(`{${CodigoEstadoCita.REAGENDADO},${CodigoEstadoCita.NO_CONTINUA}}`)}::text[]))
    order by c.fecha_hora_entrevista, c.id
    limit 1`;
  const [otra] = await tx.execute<
    { id: number; fecha_hora_entrevista: Date; candidato: string; visible: boolean }[]
  >(sql, q.valores);
  if (!otra) return null;
  const cuando = formatoFechaHora(new Date(otra.fecha_hora_entrevista));
  if (!otra.visible)
    return { citaId: null, mensaje: M.cruceEncargado({ id: null, candidato: null, cuando }) };
  return { citaId: otra.id, mensaje: M.cruceEncargado({ id: otra.id, candidato: otra.candidato, cuando }) };
}
