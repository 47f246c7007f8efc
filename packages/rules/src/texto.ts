/**
 * Text compared or turned into a name the same way everywhere: lower case without accents (search boxes, position
 * names, imported headers; SQL's twin is lower(immutable_unaccent(x))), and a file or folder name from a title.
 */

/** Lower case without accents or other combining marks: "Bogotá" → "bogota". */
export function textoComparable(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A title as a file or folder name: "Candidatos vetados (Bogotá)" → "candidatos-vetados-bogota"; '' if nothing is left. */
export function nombreDeArchivoDe(titulo: string): string {
  return textoComparable(titulo)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Where the words of a search appear in a text, compared as `textoComparable` does (case and accents ignored): the
 * `[inicio, fin)` ranges in the original text, sorted and merged. Words shorter than two letters are ignored.
 */
export function rangosCoincidentes(texto: string, palabras: readonly string[]): [number, number][] {
  // Char by char, so each position of the comparable text maps back to its original character.
  const caracteres = Array.from(texto);
  const inicios: number[] = [];
  let comparable = '';
  let posicion = 0;
  for (const c of caracteres) {
    const base = textoComparable(c);
    for (let i = 0; i < base.length; i++) inicios.push(posicion);
    comparable += base;
    posicion += c.length;
  }
  inicios.push(posicion);
  const rangos: [number, number][] = [];
  for (const palabra of new Set(
    palabras.map((p) => textoComparable(p.trim())).filter((p) => p.length >= 2),
  )) {
    for (let i = comparable.indexOf(palabra); i !== -1; i = comparable.indexOf(palabra, i + 1)) {
      const fin = i + palabra.length;
      // The end is where the next character starts (a combining mark after the last letter stays inside).
      rangos.push([inicios[i]!, Math.max(inicios[fin]!, inicios[fin - 1]! + 1)]);
    }
  }
  rangos.sort((a, b) => a[0] - b[0]);
  const unidos: [number, number][] = [];
  for (const r of rangos) {
    const ultimo = unidos.at(-1);
    if (ultimo && r[0] <= ultimo[1]) ultimo[1] = Math.max(ultimo[1], r[1]);
    else unidos.push([...r]);
  }
  return unidos;
}

/** The words of a search box, as `rangosCoincidentes` takes them. */
export const palabrasDeBusqueda = (texto: string): string[] => texto.split(/\s+/).filter(Boolean);
