import { expect, type Page } from '@playwright/test';

export const CLAVE_DEMO = 'Talento2026!';

/** Fills the login form of either portal and submits it. */
export async function ingresar(page: Page, usuario: string, contrasena = CLAVE_DEMO): Promise<void> {
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function ingresarStaff(page: Page, usuario: string): Promise<void> {
  await page.goto('/login');
  await ingresar(page, usuario);
  await expect(page).toHaveURL(/\/dashboard$/);
}
