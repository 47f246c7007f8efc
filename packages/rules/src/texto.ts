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
