import type { EntityManager } from '@mikro-orm/postgresql';
import { type FiltroAuditoria, TAMANO_PAGINA_AUDITORIA } from '@talento/rules';
import type { z } from 'zod';
import { inicioDeDia, Parametros } from '../../../../nucleo/sql/parametros';
import type { FilaAuditoriaDto } from '../dto';

type Filtro = z.output<typeof FiltroAuditoria>;
type Fila = z.infer<typeof FilaAuditoriaDto>;

/** The `accion` values of each category (administration changes are `recurso.verbo`). */
const CONDICION_CATEGORIA = {
  administracion: `a.accion like '%.%' and a.accion <> 'contrasena.establecer'`,
  ingresos: `a.accion in ('ingreso', 'ingreso_fallido', 'ingreso_bloqueado', 'contrasena.establecer', 'usuario.enlace', 'usuario.configuracion_inicial')`,
  accesos: `a.accion not like '%.%' and a.accion not in ('ingreso', 'ingreso_fallido', 'ingreso_bloqueado')`,
} as const;

function donde(f: Filtro, p: Parametros): string {
  const c: string[] = ['true'];
  if (f.categoria) c.push(`(${CONDICION_CATEGORIA[f.categoria]})`);
  if (f.usuarioId !== null) c.push(`a.usuario_id = ${p.v(f.usuarioId)}`);
  if (f.desde) c.push(`a.fecha >= ${p.v(inicioDeDia(f.desde))}::timestamptz`);
  if (f.hasta) c.push(`a.fecha < ${p.v(inicioDeDia(f.hasta, 1))}::timestamptz`);
  if (f.texto) {
    const t = p.v(f.texto);
    c.push(
      `position(lower(${t}::text) in lower(a.accion || ' ' || a.recurso || ' ' || coalesce(a.recurso_id, '') || ' ' || a.ip || ' ' || coalesce(u.username, ''))) > 0`,
    );
  }
  return c.join(' and ');
}

export async function consultarAuditoria(
  em: EntityManager,
  f: Filtro,
  limite: number,
  desplazamiento: number,
) {
  const p = new Parametros();
  const condicion = donde(f, p);
  const filas = await em.execute<
    {
      id: string;
      fecha: Date;
      usuario: string | null;
      accion: string;
      recurso: string;
      recurso_id: string | null;
      ip: string;
      detalle: Record<string, unknown> | null;
      total: string;
    }[]
  >(
    `select a.id, a.fecha, u.username as usuario, a.accion, a.recurso, a.recurso_id, a.ip, a.detalle,
            count(*) over () as total
       from auditoria a left join usuario u on u.id = a.usuario_id
      where ${condicion}
      order by a.fecha desc, a.id desc
      limit ${p.v(limite)} offset ${p.v(desplazamiento)}`,
    p.valores,
  );
  return {
    total: Number(filas[0]?.total ?? 0),
    filas: filas.map((a): Fila => ({
      id: Number(a.id),
      fecha: new Date(a.fecha),
      usuario: a.usuario,
      accion: a.accion,
      recurso: a.recurso,
      recursoId: a.recurso_id,
      ip: a.ip,
      detalle: a.detalle,
    })),
  };
}

/** One page of the audit, newest first, with the total for the pager. */
export async function listarAuditoria(em: EntityManager, f: Filtro) {
  const r = await consultarAuditoria(
    em,
    f,
    TAMANO_PAGINA_AUDITORIA,
    (f.pagina - 1) * TAMANO_PAGINA_AUDITORIA,
  );
  return { ...r, tamanoPagina: TAMANO_PAGINA_AUDITORIA };
}
