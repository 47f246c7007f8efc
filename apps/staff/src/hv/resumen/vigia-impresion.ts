/** What `vigilarImpresion` gives the page: its own print button, and how to stop watching. */
export interface VigiaImpresion {
  /** Records the print, then opens the browser's print dialog (recorded once, not again by `beforeprint`). */
  imprimir(): Promise<void>;
  dejar(): void;
}

/**
 * Every print of a page is recorded once: the browser's own (Ctrl+P, its menu) through the `beforeprint` event,
 * which fires before the page is laid out for printing; the page's print option records first and then calls
 * `print()`, whose `beforeprint` (fired inside `print()`, as the HTML spec and the browsers do) is its own and is not
 * recorded again. A failed record does not stop the print (the user still gets their copy).
 */
export function vigilarImpresion(ventana: Window, registrar: () => Promise<unknown>): VigiaImpresion {
  let registrada = false;
  const alImprimir = () => {
    if (registrada) registrada = false;
    else void registrar().catch(() => undefined);
  };
  ventana.addEventListener('beforeprint', alImprimir);
  return {
    async imprimir() {
      await registrar().catch(() => undefined);
      registrada = true;
      try {
        ventana.print();
      } finally {
        registrada = false;
      }
    },
    dejar: () => ventana.removeEventListener('beforeprint', alImprimir),
  };
}
