/**
 * The agency details still to fill in a privacy notice: the initial notice an installation publishes writes them as
 * placeholders in brackets and capitals ("[NIT]", "[DIRECCIÓN Y CIUDAD]"). Each one once, in order of appearance.
 */
export function datosPorCompletarAviso(texto: string): string[] {
  const marcas = texto.match(/\[[A-ZÁÉÍÓÚÜÑ0-9][A-ZÁÉÍÓÚÜÑ0-9 ,.;:/()-]*\]/g) ?? [];
  return [...new Set(marcas)];
}
