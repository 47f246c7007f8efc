import { expect, type Page } from '@playwright/test';
import { fallarProcedimientos } from './fallas';
import { ingresar } from './ingreso-ui';

/** Something the app keeps in each browser storage before the login, to see whether it is cleared. */
export async function sembrarAlmacenamiento(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('talento:prueba', 'local');
    sessionStorage.setItem('talento:prueba', 'sesion');
  });
}

export async function almacenamiento(page: Page): Promise<{ local: number; sesion: number }> {
  return page.evaluate(() => ({ local: localStorage.length, sesion: sessionStorage.length }));
}

/**
 * Login whose credentials call never gets an answer (network down): the spec's message, still on the login
 * page, and nothing cleared.
 */
export async function sinRed(page: Page, rutaLogin: string, usuario: string): Promise<void> {
  await page.goto(rutaLogin);
  await sembrarAlmacenamiento(page);
  const fallas = await fallarProcedimientos(page, ['auth.login'], { red: true });
  await ingresar(page, usuario);
  await expect(page.getByRole('alert')).toHaveText('Verifica tu conexión a Internet o tus permisos');
  expect(page.url()).toContain(rutaLogin);
  expect(fallas.veces('auth.login')).toBe(1);
  expect(await almacenamiento(page)).toEqual({ local: 1, sesion: 1 });
}

/**
 * Login whose credentials pass but whose permissions cannot be read: the spec's message, local and session
 * storage cleared, and no session left behind (the portal asks for the login again).
 */
export async function sinPermisos(
  page: Page,
  rutaLogin: string,
  usuario: string,
  rutaInterna: string,
): Promise<void> {
  await page.goto(rutaLogin);
  await sembrarAlmacenamiento(page);
  const fallas = await fallarProcedimientos(page, ['auth.me']);
  await ingresar(page, usuario);
  await expect(page.getByRole('alert')).toHaveText('Ocurrio un error al recibir tus permisos');
  expect(page.url()).toContain(rutaLogin);
  expect(fallas.veces('auth.me')).toBeGreaterThan(0);
  expect(await almacenamiento(page)).toEqual({ local: 0, sesion: 0 });
  await fallas.quitar();
  await page.goto(rutaInterna);
  await expect(page).toHaveURL(new RegExp(`${rutaLogin}$`));
}
