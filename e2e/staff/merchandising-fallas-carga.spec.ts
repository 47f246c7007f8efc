/** Issue 20 review: a list that cannot be loaded says so (FallaDeCarga and one toast), never looks like an empty list. */
import { MENSAJES_NOTIFICACIONES, MENSAJES_NOVEDADES } from '@talento/rules';
import { aviso } from '../support/avisos';
import { fallarProcedimientos } from '../support/fallas';
import { expect, test } from '../support/fixtures';

test.describe('[MERCHANDISING] fallas de carga', () => {
  test('[MERCHANDISING] si no llegan las novedades ni el historial de notificaciones, cada pantalla lo dice en lugar de una lista vacía', async ({
    page,
    entrar,
  }) => {
    await entrar('gerente');
    const fallas = await fallarProcedimientos(page, ['novedades.listar', 'notificaciones.historial']);

    await page.goto('/merchandising-novedades');
    await expect(page.getByTestId('falla-de-carga')).toHaveText(MENSAJES_NOVEDADES.errorListar);
    await expect(aviso(page, MENSAJES_NOVEDADES.errorListar)).toHaveCount(1);
    await expect(page.getByText(MENSAJES_NOVEDADES.ninguna)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Novedades' })).toHaveCount(0);

    await page.goto('/merchandising-notificaciones');
    const historial = page.getByRole('region', { name: 'Notificaciones enviadas' });
    await expect(historial.getByTestId('falla-de-carga')).toHaveText(MENSAJES_NOTIFICACIONES.errorHistorial);
    await expect(aviso(page, MENSAJES_NOTIFICACIONES.errorHistorial)).toHaveCount(1);
    await expect(historial.getByText(MENSAJES_NOTIFICACIONES.ninguna)).toHaveCount(0);
    expect(fallas.veces('notificaciones.historial')).toBeGreaterThan(0);
  });
});
