import { expect, test } from '../support/fixtures';
import { ingresar } from '../support/ingreso-ui';

test.describe('[ACCESO] volver a la página pedida después de ingresar', () => {
  test('[ACCESO] sin sesión, /pedido-detail/N lleva al login y, al ingresar, a ese pedido', async ({
    page,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    await page.goto(`/pedido-detail/${pedido.id}`);
    await expect(page).toHaveURL(
      new RegExp(`/login\\?volver=${encodeURIComponent(`/pedido-detail/${pedido.id}`)}$`),
    );
    await ingresar(page, 'jefe');
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${pedido.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Pedido ${pedido.id}:`) }),
    ).toBeVisible();
  });

  for (const volver of [
    '//evil.com',
    'https://evil.com/pedido-detail/1',
    '/\\evil.com',
    '/cliente/pedido/1',
  ]) {
    test(`[ACCESO] un regreso ajeno al portal (${volver}) se ignora: el ingreso abre el inicio`, async ({
      page,
    }) => {
      await page.goto(`/login?volver=${encodeURIComponent(volver)}`);
      await ingresar(page, 'jefe');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});
