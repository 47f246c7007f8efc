// Suite "citas": the appointments dashboard (citas.listar, issue 18) on 300,000 generated appointments over two years
// across the branches (BENCH_CITAS), through the real HTTP application (its own Node process) with 20 concurrent
// requests, beside the very same statement (page and count together) run directly on PostgreSQL with 20 concurrent
// clients. Cases: the default view (no filter, first page) and a filtered view (branch + state 1 + the last 30 days).
// Targets: p95 ≤ 50 ms, ratio ≤ 1.5 (p95 through HTTP / p95 directly, over the whole mix).
import { conClientePg } from '@talento/db';
import { FiltrosCitas, hoyIso, sumarDias } from '@talento/rules';
// Not a package export: the file itself, as the busqueda and sugeridos suites.
import { consultaListaCitas } from '../../../packages/api/src/dominios/citas/servicios/listar';
import { aMarcadoresPg } from '../../../packages/api/src/nucleo/sql/consulta-preparada';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { type CasoProcedimiento, medirProcedimientoFrenteASql } from '../lib/procedimiento-frente-a-sql';

const CONCURRENCIA = 20;

type Caso = CasoProcedimiento;

/** The busiest branch and the "asistió" state (id 2) over the last 30 days: what a branch head looks at. */
async function casos(url: string): Promise<Caso[]> {
  return conClientePg(url, async (c) => {
    const [sucursal] = (
      await c.query<{ id: number; n: number }>(
        'select sucursal_id as id, count(*)::int as n from cita group by 1 order by 2 desc limit 1',
      )
    ).rows;
    if (!sucursal) throw new Error('No hay citas: la carga de escala falló');
    const hoy = hoyIso(new Date());
    const filtrado = { sucursalId: sucursal.id, estado1: 2, desde: sumarDias(hoy, -30), hasta: hoy };
    console.log(`  sucursal ${sucursal.id}: ${sucursal.n} citas`);
    return [
      { nombre: 'por defecto', filtros: {} },
      { nombre: 'sucursal + estado 1 + 30 días', filtros: filtrado },
    ].map(({ nombre, filtros }) => {
      const { sql, params } = consultaListaCitas({ todos: true }, FiltrosCitas.parse(filtros));
      return {
        nombre,
        cuerpo: JSON.stringify({ 0: { json: filtros } }),
        sql: { texto: aMarcadoresPg(sql), valores: params, preparada: true },
      };
    });
  });
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, 0, ENV_BENCH.BENCH_CITAS);
  try {
    await medirProcedimientoFrenteASql('citas', db.url, 'citas.listar', await casos(db.url), CONCURRENCIA);
  } finally {
    await db.cerrar();
  }
}
