import type { EntityManager } from '@mikro-orm/postgresql';
import { IntentoIngreso } from '@talento/db';
import { POLITICA_INTENTOS } from '@talento/rules';

export function clavesDeIntento(usuario: string, ip: string): { usuario: string; ip: string } {
  return { usuario: `usuario:${usuario.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** True when either the user name or the address is blocked right now. */
export async function estaBloqueado(em: EntityManager, claves: string[], now: Date): Promise<boolean> {
  const filas = await em.find(IntentoIngreso, { clave: { $in: claves }, bloqueadoHasta: { $gt: now } });
  return filas.length > 0;
}

/**
 * Counts a failed login for each key inside a 15-minute window (one upsert per key, atomic) and blocks
 * the key for 15 minutes when it passes its limit.
 */
export async function registrarFallo(em: EntityManager, claves: { usuario: string; ip: string }, now: Date): Promise<void> {
  const inicioVentana = new Date(now.getTime() - POLITICA_INTENTOS.ventanaMs);
  const bloqueo = new Date(now.getTime() + POLITICA_INTENTOS.bloqueoMs);
  for (const [clave, max] of [
    [claves.usuario, POLITICA_INTENTOS.maxPorUsuario],
    [claves.ip, POLITICA_INTENTOS.maxPorDireccion],
  ] as const) {
    await em.getConnection().execute(
      `insert into intento_ingreso (clave, fallidos, ventana_inicio, bloqueado_hasta) values (?, 1, ?, null)
       on conflict (clave) do update set
         fallidos = case when intento_ingreso.ventana_inicio < ? then 1 else intento_ingreso.fallidos + 1 end,
         ventana_inicio = case when intento_ingreso.ventana_inicio < ? then excluded.ventana_inicio else intento_ingreso.ventana_inicio end,
         bloqueado_hasta = case when intento_ingreso.ventana_inicio >= ? and intento_ingreso.fallidos + 1 >= ? then ?::timestamptz else intento_ingreso.bloqueado_hasta end`,
      [clave, now, inicioVentana, inicioVentana, inicioVentana, max, bloqueo],
    );
  }
}

export async function limpiarFallos(em: EntityManager, claveUsuario: string): Promise<void> {
  await em.nativeDelete(IntentoIngreso, { clave: claveUsuario });
}
