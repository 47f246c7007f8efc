import type { MouseEvent } from 'react';
import { MENSAJES } from '@talento/rules';

/** The id of each shell's `<main>` (it carries `tabIndex={-1}` so that it can take the focus). */
export const ID_CONTENIDO = 'contenido';

/**
 * "Saltar al contenido": the first thing a keyboard reaches in a shell, visible only while focused. It moves the focus
 * to the page's main element, past the menu links.
 */
export function SaltarAlContenido() {
  const saltar = (e: MouseEvent<HTMLAnchorElement>) => {
    const destino = document.getElementById(ID_CONTENIDO);
    if (!destino) return;
    // The router owns the URL: focus the main element instead of adding a hash to it.
    e.preventDefault();
    destino.focus();
    destino.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${ID_CONTENIDO}`}
      onClick={saltar}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-marca-800 shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {MENSAJES.shell.saltarAlContenido}
    </a>
  );
}
