import type { Page } from '@playwright/test';

/**
 * The toast that says `texto`. While a dialog is open the same text is also in the dialog's live region (read by
 * screen readers, invisible), so a toast is found by its own element, not by text anywhere on the page.
 */
export const aviso = (page: Page, texto: string) => page.locator('[data-sonner-toast]').filter({ hasText: texto });

/** Text shown on screen (a toast, an inline message…), leaving out the screen-reader copy of a dialog's live region. */
export const enPantalla = (page: Page, texto: string | RegExp) => page.getByText(texto).and(page.locator(':not([data-anuncios])'));
