import { expect, test } from '../support/fixtures';
import { fallarProcedimientos } from '../support/fallas';

/**
 * Issue 17: the order page asks the server whether this user sees the order's tests (clientePortal.validarImplementacion,
 * the same rule the server applies to the scores); La Sabana implements tests, so the scores column shows. When the
 * check fails, the page says "Ocurrio un error al validar usuario para implementación" and shows no scores.
 */
test.describe('[CLIENTE] pruebas del pedido según la implementación', () => {
  test('[CLIENTE] con implementación ve la columna de puntajes; si la validación falla, lo avisa y la oculta', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const tabla = page.getByRole('table', { name: 'Candidatos enviados' });

    await entrar('cliente', `/cliente/pedido/${pedido.id}`);
    await expect(tabla.getByRole('columnheader', { name: 'Puntaje pruebas' })).toBeVisible();

    const fallas = await fallarProcedimientos(page, ['clientePortal.validarImplementacion']);
    await page.reload();
    await expect(page.getByText('Ocurrio un error al validar usuario para implementación')).toBeVisible();
    await expect(tabla.getByRole('row')).toHaveCount(2);
    await expect(tabla.getByRole('columnheader', { name: 'Puntaje pruebas' })).toHaveCount(0);
    expect(fallas.veces('clientePortal.validarImplementacion')).toBeGreaterThan(0);
    await fallas.quitar();
  });
});
