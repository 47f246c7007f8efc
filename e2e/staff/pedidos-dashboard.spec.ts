import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const SABANA = 'Distribuidora La Sabana S.A.S.';
const CAUSAS = [
  'Cambio de pedido',
  'Aplazamiento por parte del cliente',
  'Contratación directa del cliente',
  'El cliente contrató con otra empresa temporal',
  'El cliente ya no necesita la vacante',
  'Pedido duplicado',
];

async function abrirVigentes(page: Page) {
  await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Pedidos vigentes' }).click();
  await expect(page).toHaveURL(/\/pedidos-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pedidos vigentes' })).toBeVisible();
  await expect(page.getByTestId('tarjeta-pedido').first()).toBeVisible();
}

test.describe('[PEDIDOS] dashboard de pedidos', () => {
  test('[PEDIDOS] el jefe de operaciones ve la lista por defecto, con gráfico, resumen y "Agregar pedido"', async ({ page, entrar }) => {
    await entrar('jefe');
    await abrirVigentes(page);
    await expect(page.getByTestId('vista-lista')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table', { name: 'Resumen de indicadores' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Indicadores semanales' }).locator('.apexcharts-canvas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar pedido' })).toBeVisible();
    // The layout choice is remembered too.
    await page.getByRole('button', { name: 'Tabla' }).click();
    await expect(page.getByTestId('vista-tabla')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('vista-tabla')).toBeVisible();
  });

  test('[PEDIDOS] el ejecutivo ve la tabla por etapas; el filtro por cliente se conserva al volver', async ({ page, entrar }) => {
    await entrar('ejecutivo');
    await abrirVigentes(page);
    const tabla = page.getByTestId('vista-tabla');
    await expect(tabla).toBeVisible();
    for (const etapa of ['Solicitud y validación', 'Preselección', 'Selección', 'Legalización de contrato']) {
      await expect(tabla.getByRole('region', { name: etapa, exact: true })).toBeVisible();
    }
    const tarjetas = page.getByTestId('tarjeta-pedido');
    const antes = await tarjetas.count();

    await page.getByLabel('Cliente', { exact: true }).fill('Saba');
    await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
    await expect(async () => {
      const n = await tarjetas.count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(antes);
      for (const texto of await tarjetas.allInnerTexts()) expect(texto).toContain(SABANA);
    }).toPass();
    const filtradas = await tarjetas.count();

    // Away (an order's page) and back through the menu: same filter, same results.
    await tarjetas.first().click();
    await expect(page).toHaveURL(/\/(pedido-detail|pedidos-edit)\/\d+$/);
    await abrirVigentes(page);
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(SABANA);
    await expect(tarjetas).toHaveCount(filtradas);
    for (const texto of await tarjetas.allInnerTexts()) expect(texto).toContain(SABANA);
    // And after a full reload.
    await page.reload();
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(SABANA);
    await expect(tarjetas).toHaveCount(filtradas);
  });

  test('[PEDIDOS] el reclutador no tiene "Agregar pedido" ni la vista de cerrados', async ({ page, entrar }) => {
    await entrar('reclutador');
    await abrirVigentes(page);
    await expect(page.getByRole('button', { name: 'Agregar pedido' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver pedidos cancelados y terminados' })).toHaveCount(0);
  });

  test('[PEDIDOS] la vista de cancelados y terminados muestra un pedido cancelado con su causa', async ({ page, entrar }) => {
    await entrar('jefe');
    await abrirVigentes(page);
    await page.getByRole('link', { name: 'Ver pedidos cancelados y terminados' }).click();
    await expect(page).toHaveURL(/\/pedidos-dashboard\/cancelados-terminados$/);
    await expect(page.getByRole('heading', { name: 'Pedidos cancelados y terminados' })).toBeVisible();
    await page.getByRole('button', { name: 'Tabla' }).click();
    const cancelados = page.getByTestId('vista-tabla').getByRole('region', { name: 'Cancelado', exact: true }).getByTestId('tarjeta-pedido');
    await expect(cancelados.first()).toBeVisible();
    const texto = await cancelados.first().innerText();
    expect(texto).toContain('Cancelado el');
    expect(CAUSAS.some((c) => texto.includes(c))).toBe(true);
    const terminados = page.getByTestId('vista-tabla').getByRole('region', { name: 'Terminado', exact: true }).getByTestId('tarjeta-pedido');
    await expect(terminados.first()).toContainText('Pedido Terminado');
    // The default range is the last 35 days.
    await expect(page.getByLabel('Cerrados desde')).not.toHaveValue('');
    // A client with nothing closed in range gives the spec's message.
    await page.getByLabel('Tipo de pedido').selectOption({ label: 'Temporada' });
    await page.getByLabel('Estado de candidatos').selectOption({ label: 'Entrevista' });
    await expect(page.getByText('No se encontraron pedidos cancelados.')).toBeVisible();
  });
});
