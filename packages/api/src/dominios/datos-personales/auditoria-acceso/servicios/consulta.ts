import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCIONES_ACCESO_DATOS,
  EXPORTACIONES_CON_DATOS_PERSONALES,
  type FiltroAccesosDatos,
  nombreCompleto,
} from '@talento/rules';
import type { z } from 'zod';
import { type FilaDe, leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { inicioDeDia, Parametros } from '../../../../nucleo/sql/parametros';
import type { AccesoDatosDto } from '../dto';
import { arregloTextos } from '../../acceso/servicios/arreglos';
import { AUXILIARES_ACCESOS, COLUMNAS_ACCESOS } from './consulta-columnas';

type Filtro = z.output<typeof FiltroAccesosDatos>;

/** Accesses whose `recurso_id` is the person's candidate id. */
const ACCIONES_POR_CANDIDATO = Object.keys(ACCIONES_ACCESO_DATOS).filter(
  (a) => !['lectura_hv', 'exportar'].includes(a),
);

/** Whose data an audit row is about: its candidate id, from `recurso_id` or the row it names. */
const CANDIDATO_DE_FILA = `case
    when a.accion = 'exportar' then null
    when a.accion = 'lectura_hv' then (select cp.candidato_id from candidato_pedido cp where cp.id::text = a.recurso_id)
    when a.accion = 'lectura_evidencia_requisito' and a.recurso_id is null then (
      select h.candidato_id from archivo_evidencia_requisito e join requisito_persona r on r.id = e.requisito_persona_id
        join hoja_de_vida h on h.id = r.hoja_de_vida_id where e.id::text = a.detalle->>'archivoId')
    when a.recurso_id ~ '^[0-9]{1,9}$' then a.recurso_id::int
  end`;

/** The rows that are accesses to personal data: the CV actions, and exports of lists that carry personal data. */
function esAcceso(p: Parametros): string {
  return `(a.accion = any(${p.v(arregloTextos(Object.keys(ACCIONES_ACCESO_DATOS)))}::text[])
    and (a.accion <> 'exportar' or a.recurso = any(${p.v(arregloTextos(EXPORTACIONES_CON_DATOS_PERSONALES))}::text[])))`;
}

/**
 * The person's audit rows, each branch by the indexed `recurso_id` (auditoria_accesos_persona): the rows keyed by their
 * candidate id, and the client portal's reads keyed by their candidate-in-order rows. (Evidence-file reads written
 * before they carried the person's id are named in the general list, not found by the filter by person.)
 */
function dePersona(p: Parametros, candidatoId: number): string {
  return `(select a.* from auditoria a
             where a.recurso_id = ${p.v(candidatoId)}::text and a.accion = any(${p.v(arregloTextos(ACCIONES_POR_CANDIDATO))}::text[])
           union all
           select a.* from candidato_pedido cp join auditoria a on a.recurso_id = cp.id::text
             where cp.candidato_id = ${p.v(candidatoId)}::int and a.accion = 'lectura_hv')`;
}

/** The detail a reader may see: counts and formats, never the export's filters (they may hold a name). */
function detalleDe(
  f: Pick<FilaDe<typeof COLUMNAS_ACCESOS>, 'accion' | 'recurso'>,
  detalle: Record<string, unknown> | null,
): string {
  const d = detalle ?? {};
  const partes: string[] = [];
  if (f.accion === 'exportar' && typeof d.filas === 'number') partes.push(`${d.filas} filas de ${f.recurso}`);
  if (typeof d.formato === 'string') partes.push(`formato ${d.formato.toUpperCase()}`);
  if (typeof d.portal === 'string') partes.push(`portal ${d.portal}`);
  if (typeof d.origen === 'string') partes.push(`origen ${d.origen}`);
  return partes.join(', ');
}

async function consultar(
  em: EntityManager,
  /** The audit rows to read from (a subquery for one person); else the whole table. */
  fuente: ((p: Parametros) => string) | null,
  condiciones: (p: Parametros) => string[],
  limite: number,
  desplazamiento: number,
): Promise<{ filas: AccesoDatosDto[]; total: number }> {
  const p = new Parametros();
  const desde = fuente ? fuente(p) : 'auditoria';
  const donde = [esAcceso(p), ...condiciones(p)].join(' and ');
  const filas = await em.execute<Record<string, unknown>[]>(
    `select ${listaSelect({ ...COLUMNAS_ACCESOS, ...AUXILIARES_ACCESOS })}
       from ${desde} a
       left join usuario u on u.id = a.usuario_id
       left join lateral (select ${CANDIDATO_DE_FILA} as candidato_id) x on true
       left join candidato c on c.id = x.candidato_id
      where ${donde}
      order by a.fecha desc, a.id desc
      limit ${p.v(limite)} offset ${p.v(desplazamiento)}`,
    p.valores,
  );
  return {
    total: filas[0] ? leerFila(AUXILIARES_ACCESOS, filas[0]).total : 0,
    filas: filas.map((fila) => {
      const f = leerFila(COLUMNAS_ACCESOS, fila);
      const x = leerFila(AUXILIARES_ACCESOS, fila);
      return {
        ...f,
        persona: f.candidatoId === null ? null : nombreCompleto(x),
        detalle: detalleDe(f, x.detalleAuditoria),
      };
    }),
  };
}

/** The person's candidate id from the filter (id, or document number); undefined without a person; null: nobody. */
async function personaDelFiltro(em: EntityManager, f: Filtro): Promise<number | null | undefined> {
  if (f.candidatoId !== null) return f.candidatoId;
  if (!f.documento) return undefined;
  const [c] = await em.execute<{ id: number }[]>('select id from candidato where numero_documento = ?', [
    f.documento,
  ]);
  return c?.id ?? null;
}

/** One page of the access audit, newest first, filtered by user, Bogotá days and person. */
export async function listarAccesos(em: EntityManager, f: Filtro, tamanoPagina: number) {
  const persona = await personaDelFiltro(em, f);
  if (persona === null) return { filas: [], total: 0, tamanoPagina };
  const r = await consultar(
    em,
    persona === undefined ? null : (p) => dePersona(p, persona),
    (p) => {
      const c: string[] = [];
      if (f.usuario)
        c.push(`position(lower(${p.v(f.usuario)}::text) in lower(coalesce(u.username, ''))) > 0`);
      if (f.desde) c.push(`a.fecha >= ${p.v(inicioDeDia(f.desde))}::timestamptz`);
      if (f.hasta) c.push(`a.fecha < ${p.v(inicioDeDia(f.hasta, 1))}::timestamptz`);
      return c;
    },
    tamanoPagina,
    (f.pagina - 1) * tamanoPagina,
  );
  return { ...r, tamanoPagina };
}

/** The person's most recent accesses (their CV shows them), or every one (the access export). */
export async function accesosDePersona(em: EntityManager, candidatoId: number, limite: number) {
  return (
    await consultar(
      em,
      (p) => dePersona(p, candidatoId),
      () => [],
      limite,
      0,
    )
  ).filas;
}
