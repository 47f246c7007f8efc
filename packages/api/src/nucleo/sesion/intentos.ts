import type { EntityManager } from '@mikro-orm/postgresql';
import { IntentoIngreso } from '@talento/db';
import { POLITICA_INTENTOS } from '@talento/rules';

export interface ClavesIntento {
  /** (user name, address): the hard limit that protects an account from one source. */
  par: string;
  /** The address, whatever the user name: password spraying from one source. */
  ip: string;
  /** The user name from any address: only slows down (a growing delay), never locks out. */
  usuario: string;
}

export function clavesDeIntento(usuario: string, ip: string): ClavesIntento {
  const nombre = usuario.trim().toLowerCase();
  return { par: `par:${nombre}|${ip}`, ip: `ip:${ip}`, usuario: `usuario:${nombre}` };
}

/** Counter upserts inside the window, one statement for all keys: a new window starts at 1, otherwise +1. */
async function contar(em: EntityManager, claves: string[], now: Date): Promise<Map<string, number>> {
  const inicioVentana = new Date(now.getTime() - POLITICA_INTENTOS.ventanaMs);
  // Keys in a fixed order: concurrent statements lock the same rows in the same order.
  const ordenadas = [...claves].sort();
  const filas = await em.getConnection().execute<{ clave: string; fallidos: number }[]>(
    `insert into intento_ingreso (clave, fallidos, ventana_inicio, bloqueado_hasta)
     values ${ordenadas.map(() => '(?, 1, ?, null)').join(', ')}
     on conflict (clave) do update set
       fallidos = case when intento_ingreso.ventana_inicio < ? then 1 else intento_ingreso.fallidos + 1 end,
       ventana_inicio = case when intento_ingreso.ventana_inicio < ? then excluded.ventana_inicio else intento_ingreso.ventana_inicio end
     returning clave, fallidos`,
    [...ordenadas.flatMap((c) => [c, now]), inicioVentana, inicioVentana],
  );
  return new Map(filas.map((f) => [f.clave, f.fallidos]));
}

/**
 * Reserves one password check, atomically: the (user, address) and address counters are incremented first, in
 * one statement, and the check is allowed only when the new counts are within the limits. Concurrent attempts
 * each get their own count, so at most the limit is ever checked whatever the concurrency (before, the block
 * check and the count were separate steps and 20 parallel calls got 19 checks).
 */
export async function reservarIntento(em: EntityManager, claves: ClavesIntento, now: Date): Promise<boolean> {
  const cuentas = await contar(em, [claves.par, claves.ip], now);
  return (
    (cuentas.get(claves.par) ?? 0) <= POLITICA_INTENTOS.maxPorUsuarioYDireccion &&
    (cuentas.get(claves.ip) ?? 0) <= POLITICA_INTENTOS.maxPorDireccion
  );
}

/** Recent failures of a user name from any address (for the growing delay). */
export async function fallosDelUsuario(em: EntityManager, claves: ClavesIntento, now: Date): Promise<number> {
  const fila = await em.findOne(IntentoIngreso, {
    clave: claves.usuario,
    ventanaInicio: { $gte: new Date(now.getTime() - POLITICA_INTENTOS.ventanaMs) },
  });
  return fila?.fallidos ?? 0;
}

/** A failed check: the user name's counter grows (the pair and the address were counted when reserving). */
export async function registrarFallo(em: EntityManager, claves: ClavesIntento, now: Date): Promise<void> {
  await contar(em, [claves.usuario], now);
}

/** A successful login: the pair and the user name start again; the address gives back the check it reserved. */
export async function registrarExito(em: EntityManager, claves: ClavesIntento): Promise<void> {
  await em.nativeDelete(IntentoIngreso, { clave: { $in: [claves.par, claves.usuario] } });
  await em
    .getConnection()
    .execute('update intento_ingreso set fallidos = greatest(fallidos - 1, 0) where clave = ?', [claves.ip]);
}
