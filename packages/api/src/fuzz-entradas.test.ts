/**
 * Fuzz of every procedure with malformed input (issue 12 §7 "Proof that stays"). Inputs come from each
 * procedure's own input schema: one leaf broken at a time (NUL and control characters, 2147483648, 1e308,
 * NaN, impossible dates, wrong types, missing and extra keys, arrays for objects…) plus fast-check samples of
 * the whole shape. Each is called through the real router, as `admin` (every permission) or as the client
 * user for the client portal, against a real PostgreSQL. The test fails on any INTERNAL_SERVER_ERROR, on any
 * value only the database refused (the schema should have), and on a 400 whose answer is not Spanish field
 * messages. One database for every case: state changes from calls that succeed do not matter here.
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DatoRechazadoPorBaseDeDatos } from './nucleo/errores-datos';
import { appRouter } from './root';
import { callerFor, formaDeError, listarProcedimientos, llamar, type TestSession } from './testing';
import { arbitrario } from './testing/arbitrarios';
import { esquemaDeEntrada, mutaciones } from './testing/esquemas';

/** Procedures left out, with the reason. */
const EXENTOS: Readonly<Record<string, string>> = {
  'auth.logout': 'no tiene entrada y cierra la sesión con la que corre el resto de la prueba',
};

/** `npm run test:profundo` (TALENTO_PRUEBAS_PROFUNDAS=1): every mutation of every leaf and ten times the samples. */
const PROFUNDO = process.env.TALENTO_PRUEBAS_PROFUNDAS === '1';
/** Deterministic one-leaf mutations per procedure at most (a long form has ~1,000); the rest are sampled. */
const MAX_MUTACIONES = PROFUNDO ? Infinity : 120;
/** fast-check samples of the whole shape per procedure. */
const MUESTRAS = PROFUNDO ? 60 : 6;
/** A fixed seed: every run checks the same inputs and a failure replays as it is; FUZZ_SEMILLA picks others. */
const SEMILLA = Number(process.env.FUZZ_SEMILLA ?? 20261202);

interface Falla {
  path: string;
  entrada: string;
  motivo: string;
}

let db: TestDatabase;
let staff: TestSession;
let cliente: TestSession;
const fallas: Falla[] = [];
const llamadasPorProcedimiento = new Map<string, number>();
let total = 0;
/** Multipart procedures get FormData (what a browser sends), counted per procedure. */
const formularios = new Map<string, number>();
/** Outcomes by code ('OK' for success), printed so a run shows how far the inputs got. */
const resultados = new Map<string, number>();
const contar = (codigo: string) => resultados.set(codigo, (resultados.get(codigo) ?? 0) + 1);

/** Readable input for the report: control characters escaped, FormData listed, long texts cut. */
function mostrar(valor: unknown): string {
  const reemplazo = (_k: string, v: unknown) => {
    if (v instanceof FormData)
      return { FormData: [...v.entries()].map(([k, x]) => [k, typeof x === 'string' ? x : '(archivo)']) };
    if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
    if (typeof v === 'string' && v.length > 80) return `${v.slice(0, 40)}…(${v.length} caracteres)`;
    if (v === undefined) return '(undefined)';
    return v;
  };
  const texto =
    JSON.stringify(valor instanceof FormData ? reemplazo('', valor) : valor, reemplazo) ?? String(valor);
  return [...texto]
    .map((c) => {
      const n = c.charCodeAt(0);
      return n < 0x20 || (n >= 0x7f && n <= 0x9f) ? `\\u${n.toString(16).padStart(4, '0')}` : c;
    })
    .join('');
}

/** Picks `n` items spread over the list (deterministic, every region of a long form represented). */
function repartidas<T>(lista: readonly T[], n: number): T[] {
  if (lista.length <= n) return [...lista];
  return Array.from({ length: n }, (_, i) => lista[Math.floor((i * lista.length) / n)]!);
}

const INGLES = /\b(Invalid|expected|Too (big|small)|Required|received)\b/;

async function probar(sesion: TestSession, path: string, entrada: unknown): Promise<void> {
  total++;
  llamadasPorProcedimiento.set(path, (llamadasPorProcedimiento.get(path) ?? 0) + 1);
  if (entrada instanceof FormData) formularios.set(path, (formularios.get(path) ?? 0) + 1);
  try {
    await llamar(sesion.caller, path, entrada);
    contar('OK');
  } catch (e) {
    const error = getTRPCErrorFromUnknown(e);
    contar(error.code);
    const falla = (motivo: string) => fallas.push({ path, entrada: mostrar(entrada), motivo });
    if (error.code === 'INTERNAL_SERVER_ERROR')
      return void falla(`500: ${String(error.cause?.message ?? error.message).slice(0, 300)}`);
    if (error instanceof DatoRechazadoPorBaseDeDatos)
      return void falla(`el esquema lo dejó pasar y PostgreSQL lo rechazó (${error.codigoPostgres})`);
    if (error.cause instanceof ZodError) {
      const { data } = formaDeError(error, path);
      const mensajes = Object.values(data.campos ?? {}).flat();
      if (!mensajes.length || mensajes.some((m) => !m || INGLES.test(m)))
        falla(`400 sin mensajes en español: ${mostrar(data.campos)}`);
      if (!data.detalle || data.detalle.includes('"code"') || data.detalle.trimStart().startsWith('['))
        falla(`detalle no es el mensaje del campo: ${data.detalle}`);
    }
  }
}

beforeAll(
  async () => {
    db = await createTestDatabase('fuzz');
    staff = await callerFor(db.orm, { usuario: 'admin', portal: 'staff' });
    cliente = await callerFor(db.orm, { usuario: 'cliente', portal: 'cliente' });
    for (const p of listarProcedimientos(appRouter)) {
      if (p.type === 'subscription' || EXENTOS[p.path]) continue;
      const sesion = p.meta?.acceso === 'cliente' ? cliente : staff;
      const esquema = esquemaDeEntrada(appRouter, p.path);
      const entradas = esquema
        ? [
            ...repartidas(mutaciones(esquema), MAX_MUTACIONES),
            ...fc.sample(arbitrario(esquema), { numRuns: MUESTRAS, seed: SEMILLA }),
          ]
        : [undefined, { extra: '\u0000' }, 'texto', 2147483648];
      for (const entrada of entradas) await probar(sesion, p.path, entrada);
    }
  },
  PROFUNDO ? 3_600_000 : 240_000,
);

afterAll(async () => {
  console.info(`fuzz: ${total} entradas, semilla ${SEMILLA}:`, Object.fromEntries(resultados));
  await db?.drop();
});

describe('fuzz de entradas (semilla en FUZZ_SEMILLA)', () => {
  it('reaches every procedure with at least 1,000 malformed inputs in total', () => {
    const llamables = listarProcedimientos(appRouter).filter(
      (p) => p.type !== 'subscription' && !EXENTOS[p.path],
    );
    expect(llamables.length).toBeGreaterThan(100);
    expect(llamables.filter((p) => !llamadasPorProcedimiento.get(p.path)).map((p) => p.path)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(1000);
    for (const multipart of [
      'pedidos.cancelar',
      'candidatosPedido.agregarEspontaneo',
      'hojasDeVida.agregarRequisito',
      'hojasDeVida.agregarEvidencia',
    ])
      expect(formularios.get(multipart) ?? 0, multipart).toBeGreaterThan(20);
  });

  it(`no input gets a 500, a database-only refusal or a non-Spanish 400 (semilla ${SEMILLA})`, () => {
    const informe = fallas
      .slice(0, 60)
      .map((f) => `${f.path}  ${f.entrada.slice(0, 400)}\n    → ${f.motivo}`)
      .join('\n');
    expect(
      fallas.length,
      `${fallas.length} fallas de ${total} entradas (FUZZ_SEMILLA=${SEMILLA}):\n${informe}`,
    ).toBe(0);
  });
});
