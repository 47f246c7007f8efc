import { expect, test } from '../support/fixtures';

// A phone (390 × 844, the width the walk of the portal found the buttons off-screen at).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('[CLIENTE] portal en un teléfono', () => {
  test('[CLIENTE] los candidatos son tarjetas con sus acciones a la vista; Rechazar es la acción de peligro y abre su formulario', async ({
    page,
    entrar,
    fabricas,
  }) => {
    // An order of the client's company (Distribuidora La Sabana) with a candidate waiting for its decision.
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    await entrar('cliente', `/cliente/pedido/${pedido.id}`);
    await expect(page.getByRole('heading', { name: 'Candidatos enviados' })).toBeVisible();
    const tarjetas = page.getByRole('list', { name: 'Candidatos enviados' }).getByRole('listitem');
    await expect(tarjetas).toHaveCount(1);
    await expect(page.getByRole('table')).toHaveCount(0);
    const tarjeta = tarjetas.first();
    await tarjeta.scrollIntoViewIfNeeded();
    const botones = await tarjeta.getByRole('button').all();
    expect(botones.length).toBeGreaterThanOrEqual(2);
    for (const boton of botones) await expect(boton).toBeInViewport({ ratio: 1 });
    const rechazar = tarjeta.getByRole('button', { name: 'Rechazar' });
    await expect(rechazar).toHaveClass(/bg-red-600/);
    await rechazar.click();
    // The dialog's form loads when it opens (its own chunk): its title and its fields then show.
    const dialogo = page.getByRole('dialog');
    await expect(dialogo.getByRole('heading', { name: /^Rechazar a / })).toBeVisible();
    await expect(dialogo.getByRole('button', { name: 'Cancelar' })).toBeInViewport();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toHaveCount(0);
  });
});
