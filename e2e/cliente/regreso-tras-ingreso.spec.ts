import { expect, test } from '../support/fixtures';
import { ingresar } from '../support/ingreso-ui';

test.describe('[CLIENTE] volver a la página pedida después de ingresar', () => {
  test('[CLIENTE] sin sesión, /cliente/pedido/N lleva al login y, al ingresar, a ese pedido', async ({
    page,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    await page.goto(`/cliente/pedido/${pedido.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/cliente/login\\?volver=${encodeURIComponent(`/cliente/pedido/${pedido.id}`)}$`),
    );
    await ingresar(page, 'cliente');
    await expect(page).toHaveURL(new RegExp(`/cliente/pedido/${pedido.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Pedido ${pedido.id}:`) }),
    ).toBeVisible();
  });

  for (const volver of [
    '//evil.com',
    'https://evil.com/cliente/pedido/1',
    '/pedido-detail/1',
    '/cliente/../pedido-detail/1',
  ]) {
    test(`[CLIENTE] un regreso ajeno al portal (${volver}) se ignora: el ingreso abre Mis pedidos`, async ({
      page,
    }) => {
      await page.goto(`/cliente/login?volver=${encodeURIComponent(volver)}`);
      await ingresar(page, 'cliente');
      await expect(page).toHaveURL(/\/cliente\/?$/);
      await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
    });
  }
});
