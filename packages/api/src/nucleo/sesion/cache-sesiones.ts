import type { FilaSesion } from './usuario-sesion';

/** How long a loaded session row may be reused without asking PostgreSQL again (TALENTO_CACHE_SESIONES_MS). */
export const TTL_CACHE_SESIONES_MS = 5000;
const MAXIMO = 10_000;
let ttlMs = TTL_CACHE_SESIONES_MS;

interface Entrada {
  fila: FilaSesion;
  hasta: number;
}

let activa = false;
let generacion = 0;
const entradas = new Map<string, Entrada>();

/**
 * In-process cache of session rows (session + user with groups, flags and clients), so most requests skip
 * the session query. It is ON only while this process listens to PostgreSQL's `talento_sesiones`
 * notifications (apps/server sesiones-escucha.ts): every change to sessions, users, groups, flags or
 * allowed clients empties it in every instance at commit. A row loaded while a change commits is not
 * kept (generation check), so a revoked session or permission is never served from the cache for more
 * than the notification's delay; at worst the TTL (5 s unless configured) if a notification were lost.
 */
export const cacheSesiones = {
  /** The TTL the server's env sets (TALENTO_CACHE_SESIONES_MS); entries already kept keep theirs. */
  configurar(ttl: number): void {
    ttlMs = ttl;
  },
  activar(): void {
    activa = true;
    this.vaciar();
  },
  desactivar(): void {
    activa = false;
    this.vaciar();
  },
  vaciar(): void {
    generacion += 1;
    entradas.clear();
  },
  estaActiva: (): boolean => activa,
  /** Read before loading a row; pass it to `guardar` so a change committed meanwhile is not cached. */
  generacion: (): number => generacion,
  leer(id: string, ahoraMs: number): FilaSesion | undefined {
    if (!activa) return undefined;
    const e = entradas.get(id);
    if (!e) return undefined;
    if (e.hasta <= ahoraMs) {
      entradas.delete(id);
      return undefined;
    }
    return e.fila;
  },
  guardar(id: string, fila: FilaSesion, generacionLeida: number, ahoraMs: number): void {
    if (!activa || generacionLeida !== generacion) return;
    if (entradas.size >= MAXIMO) entradas.clear();
    entradas.set(id, { fila, hasta: ahoraMs + ttlMs });
  },
  olvidar(id: string): void {
    entradas.delete(id);
  },
};
