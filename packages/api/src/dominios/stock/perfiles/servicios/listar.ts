import type { EntityManager } from '@mikro-orm/postgresql';
import {
  estadoStock,
  hoyIso,
  RANGO_PROXIMOS,
  TAMANO_PAGINA_STOCK,
  type AlcanceClientes,
  type EntradaListarPerfilesStock,
} from '@talento/rules';
import type { z } from 'zod';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlEnRangoVigencia } from '../../servicios/rango-vigencia-sql';

interface Fila {
  id: number;
  version: number;
  cliente_id: number;
  cliente: string;
  perfil_id: number;
  perfil: string;
  ciudad_id: number;
  ciudad: string;
  departamento: string;
  vigencia: number;
  meta: number;
  media: number;
  baja: number;
  pedido_automatico: boolean;
  nivel: number | null;
  nivel_calculado_en: Date | string | null;
  candidatos: string;
  proximos: string;
}

/** The WHERE of the list: the user's clients (in the query) and the screen's filters. */
function donde(
  q: Parametros,
  alcance: AlcanceClientes,
  f: { clienteId?: number | undefined; ciudadId?: number | undefined },
): string {
  return `where true${sqlAlcance(q, alcance, 'ps.cliente_id')}${f.clienteId ? ` and ps.cliente_id = ${q.v(f.clienteId)}` : ''}${f.ciudadId ? ` and ps.ciudad_id = ${q.v(f.ciudadId)}` : ''}`;
}

/**
 * `/stock/cliente`: the stock profiles of the user's clients (scope in the query), by client, profile and city; per
 * profile its active pool size, live level and fulfilment (rules' `estadoStock`), "proximos" (active candidates whose
 * validity ends within the first range, RANGO_PROXIMOS) and the level stored by the last recompute with its time.
 */
export async function listarPerfilesStock(
  em: EntityManager,
  alcance: AlcanceClientes,
  f: z.output<typeof EntradaListarPerfilesStock>,
  ahora: Date,
) {
  const hoy = hoyIso(ahora);
  const conteo = new Parametros();
  const [total] = await em
    .getConnection()
    .execute<{ n: string }[]>(
      `select count(*) as n from perfil_stock ps ${donde(conteo, alcance, f)}`,
      conteo.valores,
    );
  const q = new Parametros();
  const proximos = sqlEnRangoVigencia('x.vigencia_stock', RANGO_PROXIMOS, hoy, q);
  const filas = await em.getConnection().execute<Fila[]>(
    `select ps.id, ps.version, ps.cliente_id, c.nombre as cliente, ps.perfil_id, pf.nombre_cargo_perfil as perfil, ps.ciudad_id, ci.nombre as ciudad,
        ci.departamento, ps.vigencia, ps.meta, ps.media, ps.baja, ps.pedido_automatico, ps.nivel, ps.nivel_calculado_en,
        (select count(*) from candidato_perfil_stock x where x.perfil_stock_id = ps.id and x.estado = 1) as candidatos,
        (select count(*) from candidato_perfil_stock x where x.perfil_stock_id = ps.id and x.estado = 1
            and ${proximos}) as proximos
       from perfil_stock ps join cliente c on c.id = ps.cliente_id join perfil pf on pf.id = ps.perfil_id join ciudad ci on ci.id = ps.ciudad_id
      ${donde(q, alcance, f)}
      order by c.nombre, pf.nombre_cargo_perfil, ci.nombre, ps.id
      limit ${q.v(TAMANO_PAGINA_STOCK)} offset ${q.v((f.pagina - 1) * TAMANO_PAGINA_STOCK)}`,
    q.valores,
  );
  const n = Number(total?.n ?? 0);
  return {
    total: n,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(n / TAMANO_PAGINA_STOCK)),
    filas: filas.map((r) => {
      const candidatos = Number(r.candidatos);
      const { nivel, cumplimiento } = estadoStock(candidatos, r);
      return {
        id: r.id,
        version: r.version,
        cliente: { id: r.cliente_id, nombre: r.cliente },
        perfil: { id: r.perfil_id, nombre: r.perfil },
        ciudad: { id: r.ciudad_id, nombre: r.ciudad, departamento: r.departamento },
        vigencia: r.vigencia,
        meta: r.meta,
        media: r.media,
        baja: r.baja,
        pedidoAutomatico: r.pedido_automatico,
        candidatos,
        nivel,
        cumplimiento,
        proximos: Number(r.proximos),
        nivelGuardado: r.nivel,
        nivelCalculadoEn: r.nivel_calculado_en === null ? null : new Date(r.nivel_calculado_en),
      };
    }),
  };
}
