import { createContext, useContext, type ReactNode } from 'react';
import { rangosCoincidentes } from '@talento/rules';

/** The words to mark in the texts below (a search's words over its results); none by default. */
export const PalabrasResaltadas = createContext<readonly string[]>([]);

/**
 * A text with the words of the search around it (`PalabrasResaltadas`) marked (`<mark>`), case and accents ignored:
 * the reader sees why a result matched.
 */
export function Resaltado({ texto }: { texto: string }) {
  const palabras = useContext(PalabrasResaltadas);
  const rangos = palabras.length > 0 ? rangosCoincidentes(texto, palabras) : [];
  if (rangos.length === 0) return <>{texto}</>;
  const partes: ReactNode[] = [];
  let desde = 0;
  for (const [inicio, fin] of rangos) {
    if (inicio > desde) partes.push(texto.slice(desde, inicio));
    partes.push(
      <mark key={inicio} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {texto.slice(inicio, fin)}
      </mark>,
    );
    desde = fin;
  }
  if (desde < texto.length) partes.push(texto.slice(desde));
  return <>{partes}</>;
}
