// Suite "mercaderistas-mapa": the map's route of one merchandiser-day (mapa.recorrido, issue 20) with BENCH_PUNTOS_GPS
// (10M) GPS points in punto_gps, through the real HTTP application with 20 concurrent requests (as the gerente, whose
// scope is every client), beside the procedure's one statement (visibility, points, stores, arrivals) run directly
// with 20 concurrent clients. Three merchandiser-days of the
// history (early, middle, last day). Targets: p95 ≤ 100 ms, ratio ≤ 1.5.
import { sumarDias } from '@talento/rules';
// Not package exports: the files themselves, as the citas suite.
import { aMarcadoresPg } from '../../../packages/api/src/nucleo/sql/consulta-preparada';
import {
  parametrosRecorrido,
  SQL_RECORRIDO,
} from '../../../packages/api/src/dominios/merchandising/mapa/servicios/puntos-del-dia';
import { cargarMercaderistas } from '../../../packages/db/src/scale/mercaderistas';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { type CasoProcedimiento, medirProcedimientoFrenteASql } from '../lib/procedimiento-frente-a-sql';

const CONCURRENCIA = 20;

export async function ejecutar(): Promise<void> {
  const gps = { puntos: ENV_BENCH.BENCH_PUNTOS_GPS, mercaderistas: ENV_BENCH.BENCH_MERCADERISTAS };
  const db = await abrirBaseDeEscala(0, 0, 0, gps);
  try {
    // Loaded with the scale data (kept between runs): this reads back what was loaded.
    const r = await cargarMercaderistas(db.url, { ...gps, log: (m) => console.log(`  ${m}`) });
    console.log(
      `Escala: ${r.puntos} puntos GPS, ${r.mercaderistaIds.length} mercaderistas, ${r.dias} días (${r.primerDia} a ${r.ultimoDia}) en ${(r.ms / 1000).toFixed(1)} s`,
    );
    const elegidos: [number, string][] = [
      [r.mercaderistaIds[0]!, sumarDias(r.primerDia, 1)],
      [
        r.mercaderistaIds[Math.floor(r.mercaderistaIds.length / 2)]!,
        sumarDias(r.primerDia, Math.floor(r.dias / 2)),
      ],
      [r.mercaderistaIds.at(-1)!, r.ultimoDia],
    ];
    const casos: CasoProcedimiento[] = elegidos.map(([mercaderistaId, fecha]) => ({
      nombre: `mercaderista ${mercaderistaId} el ${fecha}`,
      cuerpo: JSON.stringify({ 0: { json: { mercaderistaId, fecha } } }),
      sql: {
        texto: aMarcadoresPg(SQL_RECORRIDO),
        valores: parametrosRecorrido(mercaderistaId, fecha, null),
        preparada: true,
      },
    }));
    await medirProcedimientoFrenteASql(
      'mercaderistas-mapa',
      db.url,
      'mapa.recorrido',
      casos,
      CONCURRENCIA,
      'gerente',
    );
  } finally {
    await db.cerrar();
  }
}
