// Suite "sugeridos": suggested candidates ranked by compatibility (issue 15) for an order's profile and city over
// the scale CVs (BENCH_HOJAS_DE_VIDA, default 1,000,000), through the real HTTP application (its own Node
// process) with 8 concurrent requests, beside the very same statement run directly on PostgreSQL with 8
// concurrent clients. Cases: one order in each of the three largest cities, first and a later page.
// Targets: p95 ≤ 150 ms, ratio ≤ 1.5 (p95 through HTTP / p95 directly, over the whole mix).
import { conClientePg } from '@talento/db';
import { hoyIso } from '@talento/rules';
// Not a package export (packages/api/package.json belongs to the lead): the file itself, as the busqueda suite.
import { consultaSugeridos } from '../../../packages/api/src/dominios/stock/servicios/sugeridos-sql';
import { aMarcadoresPg } from '../../../packages/api/src/nucleo/sql/consulta-preparada';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { type CasoProcedimiento, medirProcedimientoFrenteASql } from '../lib/procedimiento-frente-a-sql';

const CIUDADES = ['11001', '05001', '76001'];

type Caso = CasoProcedimiento;

/** One existing order (any client; `jefe` sees every client) per large city, first page and page 5. */
async function casos(url: string): Promise<Caso[]> {
  return conClientePg(url, async (c) => {
    const pedidos = (
      await c.query<{ id: number; ciudad: string; personas: number }>(
        `select distinct on (ci.codigo_dane) p.id, ci.nombre as ciudad,
           (select count(*)::int from hoja_de_vida h where h.candidato_ciudad_donde_vive_id = ci.id and h.candidato_disponibilidad = 0) as personas
         from pedido p join ciudad ci on ci.id = p.ciudad_id where ci.codigo_dane = any($1::text[]) order by ci.codigo_dane, p.id`,
        [CIUDADES],
      )
    ).rows;
    if (pedidos.length === 0)
      throw new Error('No hay pedidos en las ciudades del bench: cargue los datos demo');
    const hoy = hoyIso(new Date());
    return pedidos.flatMap((p) => {
      console.log(`  pedido ${p.id} (${p.ciudad}): ${p.personas} personas disponibles en la ciudad`);
      return [1, 5].map((pagina) => {
        const { sql, params } = consultaSugeridos({ todos: true }, p.id, hoy, pagina);
        return {
          nombre: `${p.ciudad} página ${pagina}`,
          cuerpo: JSON.stringify({ 0: { json: { pedidoId: p.id, pagina } } }),
          sql: { texto: aMarcadoresPg(sql), valores: params },
        };
      });
    });
  });
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(0, ENV_BENCH.BENCH_HOJAS_DE_VIDA);
  try {
    await medirProcedimientoFrenteASql('sugeridos', db.url, 'pedidos.sugeridos', await casos(db.url));
  } finally {
    await db.cerrar();
  }
}
