import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { calcularIndicadores } from '@talento/api';
import { conClientePg, createOrm, startEmbeddedPostgres } from '@talento/db';
import { generarEscala, prepararBase } from '@talento/db/scale';
// Not a package export: the file itself, as the merchandising suites.
import { cargarMercaderistas } from '../../../packages/db/src/scale/mercaderistas';
import { ENV_BENCH } from '../env';

export interface BaseDeBench {
  url: string;
  cerrar(): Promise<void>;
}

/** GPS history of the merchandising suites, loaded once with the rest of the scale data. */
export interface PuntosGps {
  puntos: number;
  mercaderistas: number;
}

const RAIZ = fileURLToPath(new URL('../../..', import.meta.url));
/** Where the scale data is kept between runs: one embedded cluster per version of the generator and the migrations. */
const CARPETA_CACHE = path.join(RAIZ, '.data/bench');
/** The database holding the scale data; every suite runs on a clone of it, so no suite sees another's writes. */
const PLANTILLA = 'escala';

/** Everything the data is built from: the scale generator, the demo seed it builds on, the migrations. */
const FUENTES_DE_DATOS = ['packages/db/src/scale', 'packages/db/src/seeders', 'packages/db/src/migrations'];

function archivos(carpeta: string): string[] {
  if (!existsSync(carpeta)) return [];
  return readdirSync(carpeta, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? archivos(path.join(carpeta, e.name))
        : e.name.endsWith('.test.ts')
          ? []
          : [path.join(carpeta, e.name)],
    )
    .sort();
}

/** A short hash of every source the data comes from: another version means other data, in another folder. */
export function versionDeDatos(): string {
  const hash = createHash('sha256');
  for (const archivo of FUENTES_DE_DATOS.flatMap((f) => archivos(path.join(RAIZ, f)))) {
    hash.update(path.relative(RAIZ, archivo));
    hash.update(readFileSync(archivo));
  }
  return hash.digest('hex').slice(0, 12);
}

const contar = (url: string, sql: string) =>
  conClientePg(url, async (c) => (await c.query<{ n: number }>(sql)).rows[0]?.n ?? 0);

function urlDe(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

/** Tops `url` up to the asked volumes (what it already holds is kept); says what it loaded. */
async function completar(
  url: string,
  pedidos: number,
  hojasDeVida: number,
  citas: number,
  gps: PuntosGps | undefined,
): Promise<boolean> {
  await prepararBase(url);
  const faltanHv =
    hojasDeVida > 0
      ? Math.max(0, hojasDeVida - (await contar(url, 'select count(*)::int as n from hoja_de_vida')))
      : 0;
  const faltanPedidos = Math.max(
    0,
    pedidos - (await contar(url, 'select count(*)::int as n from pedido where not es_stock')),
  );
  const faltanCitas =
    citas > 0 ? Math.max(0, citas - (await contar(url, 'select count(*)::int as n from cita'))) : 0;
  let cargo = false;
  if (faltanHv > 0 || faltanPedidos > 0 || faltanCitas > 0) {
    cargo = true;
    const r = await generarEscala(url, {
      pedidos: faltanPedidos,
      hojasDeVida: faltanHv,
      citas: faltanCitas,
      log: faltanHv ? (m) => console.log(`  ${m}`) : undefined,
    });
    console.log(
      `Escala: ${r.hojasDeVida} hojas de vida, ${r.pedidos} pedidos, ${r.candidatosPedido} candidatos en pedidos, ${r.eventos} eventos, ${r.citas} citas en ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
  if (gps) {
    const antes = await contar(url, 'select count(*)::int as n from punto_gps');
    const r = await cargarMercaderistas(url, { ...gps, log: (m) => console.log(`  ${m}`) });
    if (r.puntos > antes) {
      cargo = true;
      console.log(
        `Escala: ${r.puntos} puntos GPS de ${r.mercaderistaIds.length} mercaderistas en ${(r.ms / 1000).toFixed(1)} s`,
      );
    }
  }
  await asentarIndicadores(url);
  return cargo;
}

/**
 * Computes the operations indicators of every day the load made stale, as the product's job does. The generator
 * writes years of candidates-in-orders, and their triggers append a stale range per row; left there, the job of
 * the product a suite starts would take them at its first minute and compute ~400 days (~90 s of a PostgreSQL
 * backend) in the middle of the measurement. The data stands for an agency in operation, whose job is up to
 * date: done once, in the kept data, with the vacuum autovacuum would do after the bulk delete.
 */
async function asentarIndicadores(url: string): Promise<void> {
  const pendientes = await contar(
    url,
    'select count(*)::int as n from (select 1 from rango_indicador_pendiente limit 1) x',
  );
  if (pendientes === 0) return;
  const orm = await createOrm({ clientUrl: url });
  try {
    const inicio = Date.now();
    const { dias } = await calcularIndicadores(orm, new Date());
    await orm.em.fork().execute('vacuum analyze rango_indicador_pendiente');
    console.log(
      `Escala: indicadores de ${dias.length} días calculados en ${((Date.now() - inicio) / 1000).toFixed(1)} s`,
    );
  } finally {
    await orm.close();
  }
}

/**
 * The scale data of a suite: `pedidos` orders, `hojasDeVida` CVs, `citas` appointments and, with `gps`, the
 * merchandisers' GPS history, on top of the demo company.
 *
 * Without BENCH_DATABASE_URL the data lives in an embedded cluster kept under `.data/bench/<version>/` (the version is
 * a hash of the generator, the demo seed and the migrations: when they change the folder is built anew and older
 * ones are removed). The first suite that needs a volume loads it into the database `escala` once; every later suite
 * and run reuses it, and measures on a clone of it (`CREATE DATABASE … TEMPLATE`, a file copy) dropped at the end, so
 * no suite sees another's writes. The first line says whether the data was reused.
 *
 * With BENCH_DATABASE_URL that database is migrated, demo-seeded and topped up in place when it holds less.
 * `ajustes`: server settings for this start of the kept cluster only (not applied to BENCH_DATABASE_URL).
 */
export async function abrirBaseDeEscala(
  pedidos: number,
  hojasDeVida = 0,
  citas = 0,
  gps?: PuntosGps,
  ajustes?: Readonly<Record<string, string>>,
): Promise<BaseDeBench> {
  const externa = ENV_BENCH.BENCH_DATABASE_URL;
  if (externa) {
    console.log(`Datos de escala: en BENCH_DATABASE_URL (se completan si faltan)`);
    await completar(externa, pedidos, hojasDeVida, citas, gps);
    return { url: externa, cerrar: () => Promise.resolve() };
  }

  const version = versionDeDatos();
  const carpeta = path.join(CARPETA_CACHE, version);
  const existia = existsSync(path.join(carpeta, 'pg', 'PG_VERSION'));
  console.log(`Datos de escala: ${existia ? 'reutilizados de' : 'nuevos en'} .data/bench/${version}`);
  for (const otra of existsSync(CARPETA_CACHE) ? readdirSync(CARPETA_CACHE) : []) {
    if (otra === version) continue;
    console.log(`  (se borra .data/bench/${otra}: datos de otra versión del generador o de las migraciones)`);
    await rm(path.join(CARPETA_CACHE, otra), { recursive: true, force: true });
  }
  await mkdir(carpeta, { recursive: true });
  await chmod(carpeta, 0o755); // as root, PostgreSQL runs as `postgres` and must reach the folder
  const inicio = Date.now();
  const handle = await startEmbeddedPostgres({ dataDir: path.join(carpeta, 'pg'), fast: true, ajustes });
  const corrida = `corrida_${process.pid}_${Date.now()}`;
  try {
    const plantilla = urlDe(handle.url, PLANTILLA);
    await conClientePg(handle.url, async (c) => {
      if (!(await c.query('select 1 from pg_database where datname = $1', [PLANTILLA])).rowCount)
        await c.query(`create database ${PLANTILLA}`);
      // Clones left by a run that was killed.
      for (const { datname } of (
        await c.query<{ datname: string }>(`select datname from pg_database where datname like 'corrida\\_%'`)
      ).rows) {
        await c.query(`drop database if exists "${datname}" with (force)`);
      }
    });
    const cargo = await completar(plantilla, pedidos, hojasDeVida, citas, gps);
    await conClientePg(handle.url, (c) =>
      c.query(`create database ${corrida} template ${PLANTILLA} strategy file_copy`),
    );
    console.log(
      `Datos de escala: ${cargo ? 'completados y copiados' : 'nada que cargar; copiados'} en ${((Date.now() - inicio) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await handle.stop();
    throw error;
  }
  return {
    url: urlDe(handle.url, corrida),
    async cerrar() {
      await conClientePg(handle.url, (c) => c.query(`drop database if exists ${corrida} with (force)`)).catch(
        () => undefined,
      );
      await handle.stop();
    },
  };
}
