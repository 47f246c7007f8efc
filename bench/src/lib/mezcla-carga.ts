import { performance } from 'node:perf_hooks';
import type { ClienteHttp } from './cliente-http';
import type { DatosMezcla } from './mezcla-datos';
import { generadorAzar, sortear, type Operacion } from './mezcla-operaciones';
import type { UsuarioVirtual } from './mezcla-usuarios';
import { cabeceras } from './servidor-http';

export interface Registro {
  latencias: number[];
  errores: number;
  muestras: string[];
}

/** Per tRPC path: every latency, the errors and up to three samples of them. */
export type Registros = Map<string, Registro>;

const registrosVacios = (operaciones: readonly Operacion[]): Registros =>
  new Map(operaciones.map((o) => [o.ruta, { latencias: [], errores: 0, muestras: [] }]));

/**
 * One user's loop: draw a procedure by weight among `operaciones` its role may call, send it, wait for the
 * answer, again until `fin`. Anything but HTTP 200 with a tRPC result is an error.
 */
async function recorrer(
  u: UsuarioVirtual,
  operaciones: readonly Operacion[],
  d: DatosMezcla,
  http: ClienteHttp,
  base: string,
  fin: number,
  registros: Registros,
): Promise<void> {
  const azar = generadorAzar(1000 + u.numero);
  let propias: readonly Operacion[] = operaciones.filter((o) => u.permisos.includes(o.permiso));
  const encabezados = cabeceras(base, u.cookie);
  while (performance.now() < fin && propias.length > 0) {
    const op = sortear(propias, azar);
    const peticion = op.preparar(u, d, azar);
    if (!peticion) {
      propias = propias.filter((o) => o !== op); // e.g. its candidates are all moved along
      continue;
    }
    const r = registros.get(op.ruta) as Registro;
    const t0 = performance.now();
    try {
      const res = await http.postear(`/trpc/${op.ruta}`, encabezados, JSON.stringify(peticion));
      r.latencias.push(performance.now() - t0);
      // A tRPC success is HTTP 200 with a `result` (errors carry `error`, with 4xx/5xx).
      if (res.status !== 200 || !res.cuerpo.startsWith('{"result":')) {
        r.errores += 1;
        if (r.muestras.length < 3)
          r.muestras.push(`HTTP ${res.status} (${u.rol}): ${res.cuerpo.slice(0, 300)}`);
      }
      op.despues?.(u, d, res.status, res.cuerpo);
    } catch (error) {
      r.errores += 1;
      if (r.muestras.length < 3) r.muestras.push(`${u.rol}: ${(error as Error).message}`);
      op.despues?.(u, d, 0, '');
    }
  }
}

/** Every user runs its loop over `operaciones` for `segundos`; returns what each procedure got and the elapsed ms. */
export async function correrMezcla(
  usuarios: UsuarioVirtual[],
  operaciones: readonly Operacion[],
  d: DatosMezcla,
  http: ClienteHttp,
  base: string,
  segundos: number,
): Promise<{ registros: Registros; ms: number }> {
  const registros = registrosVacios(operaciones);
  const t0 = performance.now();
  await Promise.all(
    usuarios.map((u) => recorrer(u, operaciones, d, http, base, t0 + segundos * 1000, registros)),
  );
  return { registros, ms: performance.now() - t0 };
}

export const totalSolicitudes = (registros: Registros): number =>
  [...registros.values()].reduce((s, r) => s + r.latencias.length, 0);
