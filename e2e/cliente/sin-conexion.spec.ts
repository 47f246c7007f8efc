import { expect, test } from '../support/fixtures';
import { aviso } from '../support/avisos';
import { fallarProcedimientos } from '../support/fallas';
import { abrirSinRed } from '../support/sin-red';

const SIN_CONEXION = /^Sin conexión\./;
const NO_CARGO = 'No se pudo cargar la información.';
const SIN_SERVIDOR = 'No hay conexión con el servidor. Revise su conexión e intente de nuevo.';

test.describe('[CLIENTE] el portal de clientes con una conexión que falla', () => {
  test('[CLIENTE] sin red sus pedidos se quedan en pantalla con el aviso "Sin conexión"; una página que no alcanzó a cargar ofrece Reintentar y se recupera sola al volver la red', async ({
    page,
    context,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    await entrar('cliente');
    const tarjeta = page.getByTestId(`pedido-${pedido.id}`);
    await expect(tarjeta).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByTestId('sin-conexion')).toHaveText(SIN_CONEXION);
    await expect(tarjeta).toBeVisible();
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);

    // The order's page code never came: the shell stays with "No se pudo cargar" and Reintentar, not a blank page.
    await tarjeta.click();
    await expect(page.getByTestId('falla-de-carga')).toContainText(NO_CARGO);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByTestId('empresas')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('sin-conexion')).toHaveCount(0);
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/cliente/pedido/${pedido.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('[CLIENTE] si la lista de pedidos no llega dice "No se pudo cargar" (no "no tiene pedidos") y Reintentar la trae', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    // Opened from another section: the list's request travels alone (at boot it shares a batch with the session check).
    await entrar('cliente', '/cliente/reportes');
    await expect(page.getByRole('heading', { name: 'Informe de operaciones' })).toBeVisible();
    const fallas = await fallarProcedimientos(page, ['clientePortal.misPedidos'], { red: true });
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Mis pedidos' })
      .click();
    await expect(page.getByTestId('falla-de-carga')).toContainText(NO_CARGO);
    await expect(page.getByText('Aún no tiene pedidos con candidatos enviados para revisar.')).toHaveCount(0);
    await expect(aviso(page, SIN_SERVIDOR)).toHaveCount(1);
    await expect(page.getByText(/Failed to fetch|TRPCClientError|ERR_/)).toHaveCount(0);
    expect(fallas.veces('clientePortal.misPedidos')).toBeGreaterThan(0);

    await fallas.quitar();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByTestId(`pedido-${pedido.id}`)).toBeVisible();
    await expect(page.getByTestId('falla-de-carga')).toHaveCount(0);
  });

  test('[CLIENTE] abierto sin red no queda en blanco: dice por qué, ofrece Reintentar y entra solo al volver la red', async ({
    page,
    context,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    await entrar('cliente');
    const red = await abrirSinRed(page, context, '/cliente/', () =>
      expect(page.getByTestId(`pedido-${pedido.id}`)).toBeVisible(),
    );
    await expect(page.getByTestId('sesion-sin-respuesta')).toHaveText(SIN_SERVIDOR);
    await expect(page.getByTestId('sin-conexion')).toHaveText(SIN_CONEXION);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    await red.volver();
    await expect(page.getByTestId(`pedido-${pedido.id}`)).toBeVisible();
    await expect(page.getByTestId('sin-conexion')).toHaveCount(0);
  });

  test('[CLIENTE] "Saltar al contenido" es lo primero que enfoca el teclado y lleva el foco al contenido', async ({
    page,
    entrar,
  }) => {
    await entrar('cliente');
    await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
    const saltar = page.getByRole('link', { name: 'Saltar al contenido' });
    await page.keyboard.press('Tab');
    await expect(saltar).toBeFocused();
    await expect(saltar).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Secciones' }).locator(':focus')).toHaveCount(0);
  });
});
