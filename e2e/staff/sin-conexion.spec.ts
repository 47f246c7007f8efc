import { expect, test } from '../support/fixtures';
import { aviso } from '../support/avisos';
import { fallarProcedimientos } from '../support/fallas';
import { abrirSinRed } from '../support/sin-red';

const SIN_CONEXION = /^Sin conexión\./;
const NO_CARGO = 'No se pudo cargar la información.';
const SIN_SERVIDOR = 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.';

test.describe('[CONEXION] el portal staff con una conexión que falla', () => {
  test('[CONEXION] sin red lo que está en pantalla se queda con el aviso "Sin conexión"; una página que no alcanzó a cargar ofrece Reintentar y se recupera sola al volver la red', async ({
    page,
    context,
    entrar,
  }) => {
    await entrar('jefe', '/candidatos/vetados');
    const tabla = page.getByRole('table', { name: 'Candidatos vetados' });
    await expect(page.getByRole('heading', { name: 'Candidatos vetados' })).toBeVisible();
    await expect(tabla).toBeVisible();
    await expect(page.getByTestId('sin-conexion')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByTestId('sin-conexion')).toHaveText(SIN_CONEXION);
    // The data stays: no spinner, no error in its place.
    await expect(tabla).toBeVisible();
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);

    // A page whose code never came: "No se pudo cargar" with Reintentar inside the shell, never a blank page.
    await page
      .getByRole('complementary', { name: 'Menú principal' })
      .getByRole('link', { name: 'Perfiles por cliente' })
      .click();
    await expect(page.getByTestId('falla-de-carga')).toContainText(NO_CARGO);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'Menú principal' })
        .getByRole('link', { name: 'Candidatos vetados' }),
    ).toBeVisible();

    // The connection returns: the banner goes and the page loads by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('sin-conexion')).toHaveCount(0);
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Perfiles por cliente' })).toBeVisible();
  });

  test('[CONEXION] una lista cuya petición no llega dice "No se pudo cargar" con Reintentar (un aviso humano, nada técnico) y Reintentar la trae cuando el servidor responde', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe', '/dashboard');
    const fallas = await fallarProcedimientos(page, ['vetados.listar'], { red: true });
    await page
      .getByRole('complementary', { name: 'Menú principal' })
      .getByRole('link', { name: 'Candidatos vetados' })
      .click();
    await expect(page.getByTestId('falla-de-carga')).toContainText(NO_CARGO);
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
    await expect(aviso(page, SIN_SERVIDOR)).toHaveCount(1);
    await expect(page.getByText(/Failed to fetch|TRPCClientError|ERR_/)).toHaveCount(0);
    expect(fallas.veces('vetados.listar')).toBeGreaterThan(0);

    await fallas.quitar();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('table', { name: 'Candidatos vetados' })).toBeVisible();
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);
  });

  test('[CONEXION] abierto sin red, el portal no se queda en un spinner: dice por qué, ofrece Reintentar y entra solo al volver la red', async ({
    page,
    context,
    entrar,
  }) => {
    await entrar('jefe', '/dashboard');
    const red = await abrirSinRed(page, context, '/candidatos/vetados', () =>
      expect(page.getByRole('table', { name: 'Candidatos vetados' })).toBeVisible(),
    );
    await expect(page.getByTestId('sesion-sin-respuesta')).toHaveText(SIN_SERVIDOR);
    await expect(page.getByTestId('sin-conexion')).toHaveText(SIN_CONEXION);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    await red.volver();
    await expect(page.getByRole('table', { name: 'Candidatos vetados' })).toBeVisible();
    await expect(page.getByTestId('sin-conexion')).toHaveCount(0);
  });

  test('[CONEXION] "Saltar al contenido" es lo primero que enfoca el teclado y lleva el foco al contenido, antes del menú', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe', '/candidatos/vetados');
    await expect(page.getByRole('heading', { name: 'Candidatos vetados' })).toBeVisible();
    const saltar = page.getByRole('link', { name: 'Saltar al contenido' });
    await page.keyboard.press('Tab');
    await expect(saltar).toBeFocused();
    await expect(saltar).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/candidatos\/vetados$/);
    // The next Tab goes into the page, past the 13 menu links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('complementary', { name: 'Menú principal' }).locator(':focus')).toHaveCount(
      0,
    );
  });

  test('[CONEXION] la ventana de validación de documentos (sin menú) dice lo mismo que el portal cuando el servidor no responde, y Reintentar entra', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const persona = await fabricas.hojaDeVida();
    await entrar('jefe', '/dashboard');
    const fallas = await fallarProcedimientos(page, ['auth.me'], { red: true });
    await page.goto(`/hv/${persona.id}/validar-documentos`);
    await expect(page.getByTestId('sesion-sin-respuesta')).toHaveText(SIN_SERVIDOR);
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);

    await fallas.quitar();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Validación de documentos' })).toBeVisible();
  });
});
