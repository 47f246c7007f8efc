import pg from 'pg';
import { hoyIso, mesesHasta, rangoInforme, semanasHasta } from '@talento/rules';
import { consultaColumnas } from '../../packages/api/src/services/reportes/informe';
import { aMarcadoresPg } from '../../packages/api/src/db/consulta-preparada';
const TODO = { todos: true, sucursales: [], clientes: null, alcance: { todos: true } } as const;
const fecha = hoyIso(new Date());
const { desde } = rangoInforme(fecha);
const { sql, valores } = consultaColumnas([...mesesHasta(fecha), ...semanasHasta(fecha)], { ...TODO, sucursales: [] } as never, {}, { desde, hasta: fecha });
const texto = aMarcadoresPg(sql);
const c = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL }); await c.connect();
const r = await c.query('explain (analyze, buffers) ' + texto, valores);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
for (const prep of [false, true]) {
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await (prep ? c.query({ name: 'qq', text: texto, values: valores }) : c.query(texto, valores));
  console.log(prep ? 'preparada' : 'sin preparar', ((performance.now() - t0) / 200).toFixed(2), 'ms');
}
await c.end();
