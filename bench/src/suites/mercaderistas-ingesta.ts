// Suite "mercaderistas-ingesta" (issue 20): GPS ingestion through the devices' REST API of the product itself
// (apps/server main.ts in its own process, DISPOSITIVOS_POR_MINUTO raised so the per-device limit does not cap a
// benchmark): 20 devices enrolled with one-time codes, each sending batches of 100 points back to back with a new
// idempotency key, for BENCH_SEGUNDOS (default 15) after a 3 s warm-up. Target ≥ 5,000 points/s.
// Prints `RESULT mercaderistas-ingesta puntos_por_s=…`.
import { createHash } from 'node:crypto';
import { conClientePg } from '@talento/db';
import { ALFABETO_CODIGO } from '@talento/rules';
import { iniciarInstancia } from '@talento/server/src/instancia-prueba';
import { ENV_BENCH } from '../env';
import { abrirBaseDeEscala } from '../lib/base-datos';
import { redondear } from '../lib/medicion';

const DISPOSITIVOS = 20;
const PUNTOS_POR_LOTE = 100;
const API = '/api/dispositivos/v1';

/** One code per device, written as dispositivos.generarCodigo writes it (only the hash), for the demo merchandiser. */
async function sembrarCodigos(url: string): Promise<string[]> {
  return conClientePg(url, async (c) => {
    const {
      rows: [u],
    } = await c.query<{ id: number }>(`select id from usuario where username = 'mercaderista'`);
    const {
      rows: [staff],
    } = await c.query<{ id: number }>(`select id from usuario where username = 'gerente'`);
    if (!u || !staff) throw new Error('La base no tiene al mercaderista ni al gerente de la demo');
    const codigos = Array.from(
      { length: DISPOSITIVOS },
      (_, i) =>
        `BENCH${ALFABETO_CODIGO[i % ALFABETO_CODIGO.length]}${ALFABETO_CODIGO[Math.floor(i / ALFABETO_CODIGO.length)]}A`,
    );
    for (const codigo of codigos) {
      await c.query(
        `insert into codigo_enrolamiento (usuario_id, codigo_hash, creado_por_id, created_at, expira_at) values ($1, $2, $3, now(), now() + interval '15 minutes')
         on conflict (codigo_hash) do update set usado_at = null, expira_at = excluded.expira_at`,
        [u.id, createHash('sha256').update(codigo).digest('hex'), staff.id],
      );
    }
    return codigos;
  });
}

async function enrolar(base: string, codigo: string, i: number): Promise<string> {
  const res = await fetch(`${base}${API}/enrolamiento`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ codigo, deviceId: `bench-ingesta-${i}-${Date.now()}` }),
  });
  if (res.status !== 201) throw new Error(`Enrolamiento ${i}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

function lote(dispositivo: number, n: number): string {
  const ahora = Date.now();
  const puntos = Array.from({ length: PUNTOS_POR_LOTE }, (_, k) => ({
    lat: 4.6 + (k % 50) / 1000,
    lng: -74.1 + dispositivo / 1000,
    registradoEn: new Date(ahora - (PUNTOS_POR_LOTE - k) * 1000).toISOString(),
  }));
  return JSON.stringify({ clave: `bench-${dispositivo}-${n}-${ahora}`, puntos });
}

/** Each device posts batches one after another until `hasta`; returns the points acknowledged. */
async function enviar(base: string, token: string, dispositivo: number, hasta: number): Promise<number> {
  let puntos = 0;
  for (let n = 0; Date.now() < hasta; n++) {
    const res = await fetch(`${base}${API}/puntos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: lote(dispositivo, n),
    });
    const cuerpo = (await res.json()) as { recibidos?: number; error?: { message: string } };
    if (res.status !== 200)
      throw new Error(
        `Lote del dispositivo ${dispositivo}: HTTP ${res.status} ${cuerpo.error?.message ?? ''}`,
      );
    puntos += cuerpo.recibidos ?? 0;
  }
  return puntos;
}

export async function ejecutar(): Promise<void> {
  const db = await abrirBaseDeEscala(0);
  const instancia = await iniciarInstancia(
    'bench-ingesta',
    { databaseUrl: db.url, entorno: { DISPOSITIVOS_POR_MINUTO: '100000', LOG_LEVEL: 'warn' } },
    120_000,
  );
  try {
    const codigos = await sembrarCodigos(db.url);
    const tokens = await Promise.all(codigos.map((codigo, i) => enrolar(instancia.base, codigo, i)));
    await Promise.all(tokens.map((t, i) => enviar(instancia.base, t, i, Date.now() + 3000)));
    const segundos = ENV_BENCH.BENCH_SEGUNDOS ?? 15;
    const inicio = performance.now();
    const totales = await Promise.all(
      tokens.map((t, i) => enviar(instancia.base, t, i, Date.now() + segundos * 1000)),
    );
    const transcurrido = (performance.now() - inicio) / 1000;
    const total = totales.reduce((a, b) => a + b, 0);
    console.log(
      `  ${DISPOSITIVOS} dispositivos, lotes de ${PUNTOS_POR_LOTE}: ${total} puntos en ${redondear(transcurrido)} s`,
    );
    console.log(`RESULT mercaderistas-ingesta puntos_por_s=${Math.round(total / transcurrido)}`);
  } finally {
    await instancia.detener();
    await db.cerrar();
  }
}
