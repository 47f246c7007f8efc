import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The CV page's decision buttons ("Su decisión sobre este candidato"). */
const decision = (page: Page) => page.getByRole('region', { name: 'Su decisión sobre este candidato' });
const vecinos = (page: Page) => page.getByRole('navigation', { name: 'Candidatos del pedido' });

test.describe('[CLIENTE] hoja de vida: decidir y pasar al siguiente candidato', () => {
  test('[CLIENTE] desde la hoja de vida valida a un candidato y pasa al siguiente del pedido', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 2 });
    const [primero, segundo] = pedido.enviados;
    await entrar('cliente', `/cliente/pedido/${pedido.id}/candidato/${primero!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: primero!.persona.nombre })).toBeVisible();
    await expect(page.getByText('Enviado a cliente', { exact: true })).toBeVisible();
    // The first of the list: no previous one; the next one is named.
    await expect(vecinos(page).getByRole('link', { name: /Anterior/ })).toHaveCount(0);
    await expect(vecinos(page).getByRole('link', { name: /Siguiente/ })).toContainText(
      segundo!.persona.nombre,
    );

    // A one-click decision asks first, naming the action and the person; Cancelar changes nothing.
    await decision(page).getByRole('button', { name: 'Validar' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Confirmar decisión' });
    await expect(confirmacion).toContainText(`¿Validar a ${primero!.persona.nombre}?`);
    await confirmacion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmacion).toHaveCount(0);
    await expect(decision(page).getByRole('button', { name: 'Validar' })).toBeEnabled();
    await decision(page).getByRole('button', { name: 'Validar' }).click();
    await confirmacion.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByText('Candidato validado')).toBeVisible();
    await expect(page.getByText('Validado por cliente', { exact: true })).toBeVisible();
    // Validated: the next decision is the interview; Validar is gone.
    await expect(decision(page).getByRole('button', { name: 'Agendar entrevista' })).toBeVisible();
    await expect(decision(page).getByRole('button', { name: 'Validar' })).toHaveCount(0);

    await vecinos(page)
      .getByRole('link', { name: /Siguiente/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cliente/pedido/${pedido.id}/candidato/${segundo!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: segundo!.persona.nombre })).toBeVisible();
    await expect(vecinos(page).getByRole('link', { name: /Anterior/ })).toContainText(
      primero!.persona.nombre,
    );
    await expect(vecinos(page).getByRole('link', { name: /Siguiente/ })).toHaveCount(0);
    await expect(decision(page).getByRole('button', { name: 'Validar' })).toBeEnabled();
    await expect(decision(page).getByRole('button', { name: 'Rechazar' })).toHaveClass(/bg-red-600/);

    // The order page agrees: the first one validated, the second still waiting.
    await page.getByRole('link', { name: 'Volver al pedido' }).click();
    await expect(page.getByTestId(`candidato-${primero!.id}`).getByTestId('estado-candidato')).toHaveText(
      'Validado por cliente',
    );
    await expect(page.getByTestId(`candidato-${segundo!.id}`).getByTestId('estado-candidato')).toHaveText(
      'Enviado a cliente',
    );
  });

  test.describe('en un teléfono', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('[CLIENTE] en 390 px los botones de decisión y el siguiente candidato están a la vista sin desplazarse', async ({
      page,
      entrar,
      fabricas,
    }) => {
      const pedido = await fabricas.pedidoEnSeleccion({ enviados: 2 });
      const [primero, segundo] = pedido.enviados;
      await entrar('cliente', `/cliente/pedido/${pedido.id}/candidato/${primero!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: primero!.persona.nombre })).toBeVisible();
      // Both decisions, once the panel has them (a snapshot right after the heading could see the panel half-drawn).
      await expect(decision(page).getByRole('button')).toHaveCount(2);
      const botones = await decision(page).getByRole('button').all();
      for (const boton of botones) await expect(boton).toBeInViewport({ ratio: 1 });
      const siguiente = vecinos(page).getByRole('link', { name: /Siguiente/ });
      await expect(siguiente).toBeInViewport({ ratio: 1 });
      // Nothing wider than the phone: no sideways scrolling to reach a button.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await decision(page).getByRole('button', { name: 'Rechazar' }).click();
      const dialogo = page.getByRole('dialog');
      await expect(
        dialogo.getByRole('heading', { name: `Rechazar a ${primero!.persona.nombre}` }),
      ).toBeVisible();
      await dialogo.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialogo).toHaveCount(0);

      await siguiente.tap();
      await expect(page.getByRole('heading', { level: 1, name: segundo!.persona.nombre })).toBeVisible();
      await expect(decision(page).getByRole('button')).toHaveCount(2);
      for (const boton of await decision(page).getByRole('button').all())
        await expect(boton).toBeInViewport({ ratio: 1 });
    });
  });
});
