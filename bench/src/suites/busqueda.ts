// Suite "busqueda": keyword and criteria CV search on 1,000,000 generated CVs, through the real HTTP
// application (its own Node process) with 8 concurrent requests, beside the very same SQL run directly on
// PostgreSQL with 8 concurrent clients. Keyword terms mix rare words and words found in more than a quarter
// of all CVs; the criteria are city + age + academic level + availability. Targets: keyword p95 ≤ 150 ms
// for every term, criteria p95 ≤ 100 ms, ratio ≤ 1.5 (p95 of the whole mix through HTTP / directly).
import pg from 'pg';
import { conClientePg, DEMO_PASSWORD } from '@talento/db';
import { rangoFechasNacimiento } from '@talento/rules';
// Not a package export yet (packages/api/package.json belongs to the lead): the file itself.
import {
  consultaBusquedaCriterios,
  consultaBusquedaPalabra,
} from '../../../packages/api/src/dominios/busqueda/servicios/consulta';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { medirFrenteAPila, medirPila } from '../lib/pila';
import { sqlDirecto } from '../lib/procedimiento-frente-a-sql';
import { CONCURRENCIA, cerrarConexiones, compararHttpConSql, postear } from '../lib/http-frente-a-sql';
import { cabeceras, ingresar, iniciarServidorEnProceso } from '../lib/servidor-http';

const HOJAS_DE_VIDA = 1_000_000;
const RAROS = ['fisioterapeuta', 'Xiomara Zuluaga', '1000123456'];
const COMUNES = ['auxiliar', 'técnico', 'sena', 'auxiliar sena'];

interface Caso {
  nombre: string;
  ruta: 'busqueda.palabra' | 'busqueda.criterios';
  input: Record<string, unknown>;
  sql: { texto: string; valores: unknown[] };
}

async function casos(url: string): Promise<{ palabra: Caso[]; criterios: Caso[] }> {
  return conClientePg(url, async (c) => {
    const palabra: Caso[] = [];
    for (const texto of [...RAROS, ...COMUNES]) {
      const { sql, params } = consultaBusquedaPalabra(texto, 1);
      const n = await c.query<{ n: number }>(
        "select count(*)::int as n from hoja_de_vida where busqueda @@ websearch_to_tsquery('spanish', immutable_unaccent(lower($1)))",
        [texto],
      );
      console.log(`  término "${texto}": ${n.rows[0]?.n ?? 0} hojas de vida`);
      palabra.push({
        nombre: texto,
        ruta: 'busqueda.palabra',
        input: { texto, pagina: 1 },
        sql: { texto: sql, valores: params },
      });
    }
    const ciudades = (
      await c.query<{ id: number; nombre: string }>(
        `select id, nombre from ciudad where codigo_dane in ('11001', '05001', '76001') order by codigo_dane`,
      )
    ).rows;
    const criterios: Caso[] = [];
    for (const ciudad of ciudades) {
      for (const [min, max, nivel] of [
        [25, 35, 1],
        [18, 30, 2],
      ] as const) {
        const input = {
          ciudadResidencia: ciudad.id,
          ...rangoFechasNacimiento(min, max, new Date()),
          nivelAcademico: nivel,
          disponibilidad: 0,
        };
        const { sql, params } = consultaBusquedaCriterios(input, 1);
        criterios.push({
          nombre: `${ciudad.nombre} ${min}-${max} nivel ${nivel}`,
          ruta: 'busqueda.criterios',
          input: { ...input, pagina: 1 },
          sql: { texto: sql, valores: params },
        });
      }
    }
    return { palabra, criterios };
  });
}

/** The product's call of a case: its procedure with its input, as the screen sends it. */
const llamada = (base: string, cookie: string) => (caso: Caso) =>
  postear(
    base,
    `/trpc/${caso.ruta}?batch=1`,
    cabeceras(base, cookie),
    JSON.stringify({ 0: { json: caso.input } }),
  );

function comparar(
  nombre: string,
  lista: Caso[],
  base: string,
  cookie: string,
  pool: pg.Pool,
  pid: number | undefined,
): Promise<string> {
  const porHttp = llamada(base, cookie);
  const porSql = async (caso: Caso) => {
    await pool.query(caso.sql.texto, caso.sql.valores);
  };
  return compararHttpConSql(nombre, lista, porHttp, porSql, CONCURRENCIA, pid);
}

/**
 * BENCH_PILA=1: each search's very statements (unnamed, as the product sends them) served first by node:http alone and
 * by express + tRPC alone (lib/pila.ts), with the same concurrency, beside the same SQL run directly.
 */
async function medirPilas(url: string, listas: Record<string, Caso[]>): Promise<void> {
  for (const [nombre, lista] of Object.entries(listas))
    await medirPila(
      nombre,
      url,
      lista.map((c) => ({ nombre: c.nombre, cuerpo: '', sql: c.sql })),
      CONCURRENCIA,
      sqlDirecto,
    );
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(0, HOJAS_DE_VIDA);
  try {
    const { palabra, criterios } = await casos(db.url);
    if (ENV_BENCH.BENCH_PILA)
      await medirPilas(db.url, { 'busqueda-palabra': palabra, 'busqueda-criterios': criterios });
    const servidor = await iniciarServidorEnProceso(db.url);
    const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCIA });
    try {
      const cookie = await ingresar(servidor.base, 'jefe', DEMO_PASSWORD);
      const lineaPalabra = await comparar(
        'busqueda-palabra',
        palabra,
        servidor.base,
        cookie,
        pool,
        servidor.pid,
      );
      const lineaCriterios = await comparar(
        'busqueda-criterios',
        criterios,
        servidor.base,
        cookie,
        pool,
        servidor.pid,
      );
      console.log(lineaPalabra);
      console.log(lineaCriterios);
      if (ENV_BENCH.BENCH_PILA)
        for (const [nombre, lista] of Object.entries({
          'busqueda-palabra': palabra,
          'busqueda-criterios': criterios,
        }))
          await medirFrenteAPila(
            nombre,
            db.url,
            lista,
            CONCURRENCIA,
            llamada(servidor.base, cookie),
            servidor.pid,
          );
    } finally {
      cerrarConexiones(servidor.base);
      await pool.end();
      await servidor.cerrar();
    }
  } finally {
    await db.cerrar();
  }
}
