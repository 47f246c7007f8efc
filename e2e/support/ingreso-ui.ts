import { expect, type Page } from '@playwright/test';
import { CLAVE_DEMO } from './usuarios';

/**
 * Signing in through the login screen: only for the specs about that screen (access, failed logins, logout).
 * Every other spec starts signed in through the fixtures (support/fixtures.ts: API login + storage state).
 */
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
