import type { Page } from '@playwright/test';

/** Opens an entry of the CV's "Opciones" menu. */
export async function abrirOpcionHv(page: Page, opcion: string): Promise<void> {
  await page.getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: opcion }).click();
}
