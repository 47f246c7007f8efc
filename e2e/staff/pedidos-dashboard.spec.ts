import { type Page } from '@playwright/test';
import { formatoFecha } from '@talento/rules';
import { describirViolaciones, violacionesGraves } from '../support/a11y/axe';
import { expect, test } from '../support/fixtures';

const SABANA = 'Distribuidora La Sabana S.A.S.';
const MONTANA = 'Construcciones Montaña S.A.S.';
const CAUSAS = [
  'Cambio de pedido',
  'Aplazamiento por parte del cliente',
  'Contratación directa del cliente',
  'El cliente contrató con otra empresa temporal',
  'El cliente ya no necesita la vacante',
  'Pedido duplicado',
];

async function abrirVigentes(page: Page) {
  await page
    .getByRole('complementary', { name: 'Menú principal' })
    .getByRole('link', { name: 'Pedidos vigentes' })
    .click();
  await expect(page).toHaveURL(/\/pedidos-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pedidos vigentes' })).toBeVisible();
  await expect(
    page
      .getByTestId('tarjeta-pedido')
      .or(page.getByTestId(/^fila-pedido-/))
      .first(),
  ).toBeVisible();
}

/** axe-core on the screen as it is now (the fixture checks each route once; this checks a second layout of it). */
async function sinViolaciones(page: Page) {
  const violaciones = await violacionesGraves(page);
  expect(violaciones, describirViolaciones(violaciones)).toEqual([]);
}

test.describe('[PEDIDOS] dashboard de pedidos', () => {
  test('[PEDIDOS] el jefe de operaciones ve la tabla por defecto, con gráfico, resumen y "Agregar pedido"', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe');
    await abrirVigentes(page);
    await expect(page.getByTestId('vista-filas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
    // The chart and the summary are behind their tab.
    await page.getByRole('tab', { name: 'Indicadores de la semana' }).click();
    await expect(page.getByRole('table', { name: 'Resumen de indicadores' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Indicadores semanales' }).locator('.apexcharts-canvas'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar pedido' })).toBeVisible();
    await page.getByRole('tab', { name: 'Pedidos' }).click();
    // The layout choice is remembered too.
    await page.getByRole('button', { name: 'Etapas' }).click();
    await expect(page.getByTestId('vista-columnas')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('vista-columnas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Etapas' })).toHaveAttribute('aria-pressed', 'true');
  });

  // Counts the agency's current orders twice: alone, after the specs that create orders (project `exclusivas`).
  test(
    '[PEDIDOS] el ejecutivo ve la tabla por etapas; el filtro por cliente se conserva al volver',
    { tag: '@exclusiva' },
    async ({ page, entrar }) => {
      await entrar('ejecutivo');
      await abrirVigentes(page);
      const tabla = page.getByTestId('vista-columnas');
      await expect(tabla).toBeVisible();
      for (const etapa of [
        'Solicitud y validación',
        'Preselección',
        'Selección',
        'Legalización de contrato',
      ]) {
        await expect(tabla.getByRole('region', { name: etapa, exact: true })).toBeVisible();
      }
      const tarjetas = page.getByTestId('tarjeta-pedido');
      // The board shows the most recent orders only (other specs add many for La Sabana), so "the filter narrows"
      // is said with a client no spec creates orders for: before filtering some card is another client's.
      await expect(tarjetas.filter({ hasNotText: MONTANA }).first()).toBeVisible();

      // The filter fields are behind "Más filtros" (remembered open with the filters).
      await page.getByRole('button', { name: 'Más filtros' }).click();
      await page.getByLabel('Cliente', { exact: true }).fill('Montaña');
      await page.getByRole('option', { name: MONTANA }).click();
      await expect(tarjetas.filter({ hasNotText: MONTANA })).toHaveCount(0);
      await expect(tarjetas.first()).toBeVisible();
      const filtradas = await tarjetas.count();

      // Away (an order's page, through the card's link) and back through the menu: same filter, same results.
      await tarjetas.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/(pedido-detail|pedidos-edit)\/\d+$/);
      await abrirVigentes(page);
      await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(MONTANA);
      await expect(tarjetas).toHaveCount(filtradas);
      await expect(tarjetas.filter({ hasNotText: MONTANA })).toHaveCount(0);
      // And after a full reload.
      await page.reload();
      await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue(MONTANA);
      await expect(tarjetas).toHaveCount(filtradas);
    },
  );

  test('[PEDIDOS] el reclutador no tiene "Agregar pedido" ni la vista de cerrados', async ({
    page,
    entrar,
  }) => {
    await entrar('reclutador');
    await abrirVigentes(page);
    await expect(page.getByRole('button', { name: 'Agregar pedido' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver pedidos cancelados y terminados' })).toHaveCount(0);
  });

  test('[PEDIDOS] la vista de cancelados y terminados muestra un pedido cancelado con su causa', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe');
    await abrirVigentes(page);
    await page.getByRole('link', { name: 'Ver pedidos cancelados y terminados' }).click();
    await expect(page).toHaveURL(/\/pedidos-dashboard\/cancelados-terminados$/);
    await expect(page.getByRole('heading', { name: 'Pedidos cancelados y terminados' })).toBeVisible();
    await page.getByRole('button', { name: 'Etapas' }).click();
    const cancelados = page
      .getByTestId('vista-columnas')
      .getByRole('region', { name: 'Cancelado', exact: true })
      .getByTestId('tarjeta-pedido');
    await expect(cancelados.first()).toBeVisible();
    const texto = await cancelados.first().innerText();
    expect(texto).toContain('Cancelado el');
    expect(CAUSAS.some((c) => texto.includes(c))).toBe(true);
    const terminados = page
      .getByTestId('vista-columnas')
      .getByRole('region', { name: 'Terminado', exact: true })
      .getByTestId('tarjeta-pedido');
    await expect(terminados.first()).toContainText('Pedido Terminado');
    // The default range is the last 35 days.
    await page.getByRole('button', { name: 'Más filtros' }).click();
    await expect(page.getByLabel('Cerrados desde')).not.toHaveValue('');
    // A client with nothing closed in range gives the spec's message.
    await page.getByLabel('Tipo de pedido').selectOption({ label: 'Temporada' });
    await page.getByLabel('Estado de candidatos').selectOption({ label: 'Entrevista' });
    await expect(page.getByText('No se encontraron pedidos cancelados.')).toBeVisible();
  });

  test('[PEDIDOS] la tabla muestra un pedido nuevo en su fila, con enlace real que abre en otra pestaña, y ordena por columna', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    await entrar('jefe');
    await abrirVigentes(page);
    await page.getByRole('button', { name: 'Tabla' }).click();
    const tabla = page.getByRole('table', { name: 'Pedidos vigentes' });
    const fila = tabla.getByTestId(`fila-pedido-${pedido.id}`);
    await expect(fila).toBeVisible();
    await expect(fila.getByRole('cell').first()).toHaveText(String(pedido.id));
    await expect(fila.getByTestId('etapa-pedido')).toHaveText('Preselección');
    await expect(fila).toContainText(pedido.cliente);
    await expect(fila).toContainText('Bogotá');
    await expect(fila).toContainText('0/2');
    await expect(fila).toContainText(formatoFecha(new Date()));
    await expect(fila).toContainText('Juliana Restrepo Gómez');
    await expect(fila.getByTestId('dias-restantes')).toHaveText(/^\d+$/);

    // The position is a real link: its href, a ctrl-click opening a new tab, and a plain click.
    const enlace = fila.getByRole('link', { name: pedido.nombreCargo });
    await expect(enlace).toHaveAttribute('href', `/pedido-detail/${pedido.id}`);
    const [pestana] = await Promise.all([
      page.context().waitForEvent('page'),
      enlace.click({ modifiers: ['Control'] }),
    ]);
    // The tab opens in the background: what is checked is where it goes (its navigation committed), not its full load,
    // which a background tab may put off on a busy machine.
    await pestana.waitForURL(new RegExp(`/pedido-detail/${pedido.id}$`), { waitUntil: 'commit' });
    await pestana.close();
    await expect(page).toHaveURL(/\/pedidos-dashboard$/);

    // Sortable headers: remaining days ascending, then descending.
    const dias = async () => (await tabla.getByTestId('dias-restantes').allInnerTexts()).map(Number);
    const encabezado = tabla.getByRole('columnheader', { name: 'Días restantes' });
    await encabezado.getByRole('button').click();
    await expect(encabezado).toHaveAttribute('aria-sort', 'ascending');
    const ascendentes = await dias();
    expect(ascendentes.length).toBeGreaterThan(1);
    expect(ascendentes).toEqual([...ascendentes].sort((a, b) => a - b));
    await encabezado.getByRole('button').click();
    await expect(encabezado).toHaveAttribute('aria-sort', 'descending');
    expect(await dias()).toEqual([...ascendentes].sort((a, b) => b - a));
    await sinViolaciones(page);

    await enlace.click();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${pedido.id}$`));
  });

  // Counts the rows and the cards of the user's orders: alone, after the specs that create orders (project `exclusivas`).
  test(
    '[PEDIDOS] los filtros rápidos acotan en el servidor, se combinan y se recuerdan, en la tabla y en las etapas',
    { tag: '@exclusiva' },
    async ({ page, entrar, fabricas }) => {
      test.setTimeout(90_000);
      const urgente = await fabricas.pedido({ estado: 2, urgente: true });
      const sinFac = await fabricas.pedido({ estado: 1 });
      const vencido = await fabricas.pedidoVencido();
      const ajeno = await fabricas.pedido({ estado: 1, autor: 'ejecutivo' });
      const todos = { urgente, sinFac, vencido, ajeno };
      await entrar('jefe');
      await abrirVigentes(page);
      await page.getByRole('button', { name: 'Tabla' }).click();
      const tabla = page.getByRole('table', { name: 'Pedidos vigentes' });
      const chips = page.getByRole('group', { name: 'Filtros rápidos' });
      const chip = (nombre: string) => chips.getByRole('button', { name: nombre, exact: true });
      /** Exactly `visibles` of the four orders are in the table (the others are not). */
      const soloEstan = async (visibles: (keyof typeof todos)[]) => {
        for (const [clave, p] of Object.entries(todos)) {
          await expect(tabla.getByTestId(`fila-pedido-${p.id}`), clave).toHaveCount(
            visibles.includes(clave as keyof typeof todos) ? 1 : 0,
          );
        }
      };
      await soloEstan(['urgente', 'sinFac', 'vencido', 'ajeno']);

      await chip('Vencidos').click();
      await expect(chip('Vencidos')).toHaveAttribute('aria-pressed', 'true');
      await soloEstan(['vencido']);
      for (const d of await tabla.getByTestId('dias-restantes').allInnerTexts())
        expect(Number(d)).toBeLessThanOrEqual(0);
      await chip('Vencidos').click();

      await chip('Urgentes').click();
      await soloEstan(['urgente']);
      for (const texto of await tabla.locator('tbody tr').allInnerTexts()) expect(texto).toContain('Urgente');
      await chip('Urgentes').click();

      await chip('Sin FAC').click();
      await soloEstan(['sinFac', 'ajeno']);
      for (const texto of await tabla.locator('tbody tr').allInnerTexts()) expect(texto).toContain('Sin FAC');
      await chip('Sin FAC').click();

      await chip('Mis pedidos').click();
      await soloEstan(['urgente', 'sinFac', 'vencido']);

      // Combined: mine and without FAC; then with the filter bar's client too.
      await chip('Sin FAC').click();
      await soloEstan(['sinFac']);
      await page.getByRole('button', { name: 'Más filtros' }).click();
      await page.getByLabel('Cliente', { exact: true }).fill('Saba');
      await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
      // Waits for the client filter's answer (the factory order is La Sabana's, so it stays either way).
      await expect(tabla.locator('tbody tr').filter({ hasNotText: SABANA })).toHaveCount(0);
      await soloEstan(['sinFac']);
      await sinViolaciones(page);

      // Remembered after a reload, and the stage columns show the same orders.
      await page.reload();
      await expect(chip('Mis pedidos')).toHaveAttribute('aria-pressed', 'true');
      await expect(chip('Sin FAC')).toHaveAttribute('aria-pressed', 'true');
      await expect(chip('Vencidos')).toHaveAttribute('aria-pressed', 'false');
      await soloEstan(['sinFac']);
      const filas = await tabla.getByTestId(/^fila-pedido-/).count();
      await page.getByRole('button', { name: 'Etapas' }).click();
      const tarjetas = page.getByTestId('vista-columnas').getByTestId('tarjeta-pedido');
      await expect(tarjetas).toHaveCount(filas);
      const tarjeta = tarjetas.filter({
        has: page.getByRole('link', { name: new RegExp(`^Pedido ${sinFac.id} · `) }),
      });
      await expect(tarjeta).toContainText('Sin FAC');
      await expect(tarjeta.getByRole('link')).toHaveAttribute('href', `/pedidos-edit/${sinFac.id}`);
      // The compact card unfolds the rest of its data.
      await tarjeta.getByRole('button', { name: 'Más datos' }).click();
      await expect(tarjeta.getByRole('button', { name: 'Menos datos' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(tarjeta).toContainText('Creado por');
      await expect(tarjeta).toContainText('Juliana Restrepo Gómez');
      await sinViolaciones(page);

      // "Limpiar filtros" clears the chips too.
      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await expect(chip('Mis pedidos')).toHaveAttribute('aria-pressed', 'false');
      await expect(
        tarjetas.filter({ has: page.getByRole('link', { name: new RegExp(`^Pedido ${ajeno.id} · `) }) }),
      ).toHaveCount(1);
    },
  );
});
