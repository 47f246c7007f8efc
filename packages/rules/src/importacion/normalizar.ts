import { textoComparable } from '../texto';

/** The one comparison key of imported text: without accents, lower case, only letters and digits ("Nombre 1" = nombre1). */
export function claveComparable(texto: string): string {
  return textoComparable(texto).replace(/[^a-z0-9]+/g, '');
}

/** A cell as text: trimmed, inner runs of spaces as one; a formula's text (`=…`) stays text, never evaluated. */
export function textoCelda(valor: string | number | boolean | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  return String(valor).trim().replace(/\s+/g, ' ');
}
