import { EntradaInformeGeneral } from '@talento/rules';
import type { OpcionTypeahead } from '@talento/ui';
import type { FiltrosInforme } from './tipos';

export interface EstadoFiltrosInforme {
  fecha: string;
  sucursalId: number | null;
  psicologoId: number | null;
  cliente: OpcionTypeahead | null;
  /** Weight of each pending order with candidates at the client (PPCC); null while the field is empty. */
  k: number | null;
}

/** The message of an invalid K, with the server's own schema (0 to 10); undefined when valid. */
export function errorK(k: number | null): string | undefined {
  const r = EntradaInformeGeneral.shape.k.safeParse(k);
  return r.success ? undefined : r.error.issues[0]?.message;
}

/** What the screen sends to `reportes.informeGeneral` (the K typed, so changing it recomputes the level). */
export const aEntrada = (f: EstadoFiltrosInforme): FiltrosInforme => ({
  fecha: f.fecha,
  sucursalId: f.sucursalId ?? undefined,
  psicologoId: f.psicologoId ?? undefined,
  clienteId: f.cliente?.id ?? undefined,
  k: f.k ?? undefined,
});
