import { expect, test } from '../support/fixtures';
import { ingresar } from '../support/ingreso-ui';

test.describe('[CLIENTE] portal de clientes', () => {
  test('[CLIENTE] el usuario del cliente ingresa y ve sus empresas y Mis pedidos', async ({ page }) => {
    await page.goto('/cliente/login');
    await ingresar(page, 'cliente');
    await expect(page).toHaveURL(/\/cliente\/?$/);
    await expect(page.getByTestId('empresas')).toHaveText('Distribuidora La Sabana S.A.S.');
    await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  });

  test('[CLIENTE] un usuario del staff es rechazado por el portal de clientes', async ({ page }) => {
    await page.goto('/cliente/login');
    await ingresar(page, 'jefe');
    await expect(page.getByRole('alert')).toHaveText('Revisa tus credenciales o permisos');
    await expect(page).toHaveURL(/\/cliente\/login$/);
  });

  test('[CLIENTE] campos vacíos muestran "Falta algún campo obligatorio"', async ({ page }) => {
    await page.goto('/cliente/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Falta algún campo obligatorio');
  });

  test('[CLIENTE] Salir vuelve al login y la sesión del staff no abre el portal de clientes', async ({
    page,
  }) => {
    await page.goto('/login');
    await ingresar(page, 'jefe');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/cliente/');
    await expect(page).toHaveURL(/\/cliente\/login$/);
    await ingresar(page, 'cliente2');
    await expect(page.getByTestId('empresas')).toHaveText('Textiles del Valle S.A.');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page).toHaveURL(/\/cliente\/login$/);
  });
});
