interface Ref {
  id: number;
  nombre: string;
}

/**
 * The options of a select from a catalogue, keeping the current value even when the catalogue no longer lists it
 * (an inactive status or user): the select must show what is saved, not the empty option.
 */
export function opcionesCon(
  lista: readonly Ref[] | undefined,
  actual: Ref | null,
): { valor: number; etiqueta: string }[] {
  const opciones = (lista ?? []).map((r) => ({ valor: r.id, etiqueta: r.nombre }));
  if (actual && !opciones.some((o) => o.valor === actual.id))
    opciones.unshift({ valor: actual.id, etiqueta: actual.nombre });
  return opciones;
}

/** A select's string value as an id, or null for the empty option. */
export const idElegido = (valor: string): number | null => (valor === '' ? null : Number(valor));
