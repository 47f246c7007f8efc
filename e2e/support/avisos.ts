import type { Locator, Page } from '@playwright/test';

/**
 * The toast that says `texto`. While a dialog is open the same text is also in the dialog's live region (read by
 * screen readers, invisible), so a toast is found by its own element, not by text anywhere on the page.
 */
export const aviso = (page: Page, texto: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: texto });

/**
 * Text shown on screen (a toast, an inline message…) inside `raiz`, leaving out the screen-reader copy that an open
 * dialog's live region keeps of the last toast.
 */
export function enPantalla(raiz: Page | Locator, texto: string | RegExp): Locator {
  const pagina = 'page' in raiz && typeof raiz.page === 'function' ? raiz.page() : (raiz as Page);
  return raiz.getByText(texto).and(pagina.locator(':not([data-anuncios])'));
}
