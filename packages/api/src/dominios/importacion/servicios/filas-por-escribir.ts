/** A staged row being written, the undo log of each record, and the assignment that logs what it changed. */
import type { TipoImportacion } from '@talento/rules';

export interface FilaPorEscribir {
  orden: number;
  tipo: TipoImportacion;
  accion: number;
  datos: Record<string, unknown>;
  registro_id: number | null;
}

export interface Registro {
  tabla: string;
  registro_id: number;
  creado: boolean;
  antes: Record<string, unknown> | null;
}

const lleno = (v: unknown) =>
  !(v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0));

/** Sets the filled values of `datos` named in `campos` on `destino`; answers the previous values of what changed. */
export function asignar(
  destino: object,
  datos: Record<string, unknown>,
  campos: readonly string[],
): Record<string, unknown> {
  const d = destino as Record<string, unknown>;
  const antes: Record<string, unknown> = {};
  for (const c of campos) {
    if (!lleno(datos[c])) continue;
    if (JSON.stringify(d[c] ?? null) === JSON.stringify(datos[c])) continue;
    antes[c] = d[c] ?? null;
    d[c] = datos[c];
  }
  return antes;
}
