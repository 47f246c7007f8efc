import { conClientePg } from '@talento/db';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { ENV_BENCH } from '../env';
import { aMarcadoresPg } from '../../../packages/api/src/nucleo/sql/consulta-preparada';
import { consultaPalabra } from '../../../packages/api/src/dominios/busqueda/servicios/palabra';

const db = await abrirBaseDeEscala(ENV_BENCH.BENCH_PEDIDOS, ENV_BENCH.BENCH_HOJAS_DE_VIDA);
try {
  await conClientePg(db.url, async (c) => {
    for (const w of ['auxiliar', 'técnico', 'sena', 'auxiliar sena', 'conductor', 'fisioterapeuta', 'Xiomara Zuluaga']) {
      const { sql, q } = consultaPalabra(w, 1, '{1,2,3}');
      const texto = aMarcadoresPg(sql);
      for (let i = 0; i < 3; i++) await c.query(texto, q.valores);
      const t = performance.now();
      for (let i = 0; i < 20; i++) await c.query(texto, q.valores);
      const ms = (performance.now() - t) / 20;
      const e = await c.query(`explain (analyze, buffers) ${texto}`, q.valores);
      const l = e.rows.map((x) => x['QUERY PLAN'] as string);
      console.log(`\n## ${w}: ${ms.toFixed(2)} ms`);
      if (process.env.PLAN) console.log(l.join('\n')); else console.log(l.filter((x) => /Scan|Execution|Planning Time|Rows Removed|Sort|Buffers/.test(x)).slice(0, 14).join('\n'));
    }
  });
} finally {
  await db.cerrar();
}
