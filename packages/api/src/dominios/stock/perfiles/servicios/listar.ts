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
import type { PerfilStockFila } from '../dto';
import { sqlAlcance } from '../../../../nucleo/sql/alcance';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { Parametros } from '../../../../nucleo/sql/parametros';
import { sqlEnRangoVigencia } from '../../servicios/rango-vigencia-sql';
import { AUXILIARES_PERFILES_STOCK, columnasPerfilesStock } from './listar-columnas';

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
 * The columns the screen receives as they are come from their declaration (listar-columnas.ts).
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
  const columnas = columnasPerfilesStock(sqlEnRangoVigencia('x.vigencia_stock', RANGO_PROXIMOS, hoy, q));
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(
    `select ${listaSelect({ ...columnas, ...AUXILIARES_PERFILES_STOCK })}
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
    filas: filas.map((fila): PerfilStockFila => {
      const directos = leerFila(columnas, fila);
      const a = leerFila(AUXILIARES_PERFILES_STOCK, fila);
      const { nivel, cumplimiento } = estadoStock(directos.candidatos, directos);
      return {
        ...directos,
        cliente: { id: a.clienteId, nombre: a.clienteNombre },
        perfil: { id: a.perfilId, nombre: a.perfilNombre },
        ciudad: { id: a.ciudadId, nombre: a.ciudadNombre, departamento: a.ciudadDepartamento },
        nivel,
        cumplimiento,
      };
    }),
  };
}
