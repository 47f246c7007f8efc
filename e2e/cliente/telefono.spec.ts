import { expect, test } from '@playwright/test';
import { ingresar } from '../support/fixtures';

// A phone (390 × 844, the width the walk of the portal found the buttons off-screen at).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('[CLIENTE] portal en un teléfono', () => {
  test('[CLIENTE] los candidatos son tarjetas con sus acciones a la vista; Rechazar es la acción de peligro y abre su formulario', async ({ page }) => {
    await page.goto('/cliente/login');
    await ingresar(page, 'cliente');
    await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
    const pedidos = page.getByRole('list', { name: 'Lista de pedidos' }).getByRole('link');
    await expect(pedidos.first()).toBeVisible();
    const ids = await pedidos.evaluateAll((enlaces) => enlaces.map((a) => (a.getAttribute('data-testid') ?? '').replace('pedido-', '')));
    let revisado = false;
    for (const id of ids.filter(Boolean)) {
      await page.goto(`/cliente/pedido/${id}`);
      await expect(page.getByRole('heading', { name: 'Candidatos enviados' })).toBeVisible();
      const tarjetas = page.getByRole('list', { name: 'Candidatos enviados' }).getByRole('listitem');
      if ((await tarjetas.count()) === 0) continue;
      await expect(page.getByRole('table')).toHaveCount(0);
      const conRechazo = tarjetas.filter({ has: page.getByRole('button', { name: 'Rechazar' }) }).first();
      if ((await conRechazo.count()) === 0) continue;
      await conRechazo.scrollIntoViewIfNeeded();
      for (const boton of await conRechazo.getByRole('button').all()) await expect(boton).toBeInViewport({ ratio: 1 });
      const rechazar = conRechazo.getByRole('button', { name: 'Rechazar' });
      await expect(rechazar).toHaveClass(/bg-red-600/);
      await rechazar.click();
      // The dialog's form loads when it opens (its own chunk): its title and its fields then show.
      const dialogo = page.getByRole('dialog');
      await expect(dialogo.getByRole('heading', { name: /^Rechazar a / })).toBeVisible();
      await expect(dialogo.getByRole('button', { name: 'Cancelar' })).toBeInViewport();
      await dialogo.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialogo).toHaveCount(0);
      revisado = true;
      break;
    }
    expect(revisado, 'la demo deja al cliente un candidato que puede rechazar').toBe(true);
  });
});
