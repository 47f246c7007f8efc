import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { crearPedidoDosCiudades } from '../support/pedidos';

async function columna(page: Page, ruta: string, etapa: string) {
  await page.goto(ruta);
  await page.getByRole('button', { name: 'Etapas' }).click();
  return page.getByTestId('vista-columnas').getByRole('region', { name: etapa, exact: true });
}

/** The card of order `id` in a column: the one whose link (its number and position) names that order. */
function tarjetaDe(region: Locator, id: string) {
  const nombre = new RegExp(`^Pedido ${id} · `);
  // `has` is looked up inside each card: a locator from the page root, not from the region.
  return {
    enlace: region.getByRole('link', { name: nombre }),
    tarjeta: region
      .getByTestId('tarjeta-pedido')
      .filter({ has: region.page().getByRole('link', { name: nombre }) }),
  };
}

test.describe('[PEDIDOS] flujo completo de un pedido', () => {
  test('[PEDIDOS] crear con dos ciudades, aprobar, verlo avanzar en el tablero, cancelar con evidencia, verlo en cerrados y duplicarlo', async ({
    page,
    entrar,
  }) => {
    test.setTimeout(90_000);
    await entrar('jefe');
    const id = await crearPedidoDosCiudades(page);

    // A new multi-city order (111) sits in the first column; opening it leads to its edit page.
    const solicitud = await columna(page, '/pedidos-dashboard', 'Solicitud y validación');
    await expect(tarjetaDe(solicitud, id).tarjeta).toContainText('2 ciudades');
    await tarjetaDe(solicitud, id).enlace.click();
    await expect(page).toHaveURL(new RegExp(`/pedidos-edit/${id}$`));

    await page.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar pedido' }).click();
    await expect(page.getByText(`Pedido ${id} aprobado`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${id}$`));

    // Approved: it moved to pre-selection.
    const preseleccion = await columna(page, '/pedidos-dashboard', 'Preselección');
    await expect(tarjetaDe(preseleccion, id).enlace).toBeVisible();
    await expect(
      tarjetaDe(
        page
          .getByTestId('vista-columnas')
          .getByRole('region', { name: 'Solicitud y validación', exact: true }),
        id,
      ).enlace,
    ).toHaveCount(0);

    // Cancel with an evidence file.
    await page.goto(`/pedido-cancel/${id}`);
    await page
      .getByLabel('Causa de cancelación')
      .selectOption({ label: 'El cliente ya no necesita la vacante' });
    await page.getByLabel('Razón de la cancelación').fill('La vacante se cubrió internamente.');
    await page.getByLabel(/Archivo de evidencia/).setInputFiles({
      name: 'carta-cliente.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Cancelado');
    await expect(page.getByRole('button', { name: 'carta-cliente.pdf' })).toBeVisible();

    // The closed view shows it with its cause; from there, duplicate it.
    const cancelados = await columna(page, '/pedidos-dashboard/cancelados-terminados', 'Cancelado');
    const cerrada = tarjetaDe(cancelados, id);
    await expect(cerrada.tarjeta).toContainText('El cliente ya no necesita la vacante');
    await cerrada.enlace.click();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${id}$`));
    await page.getByRole('link', { name: 'Duplicar' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedidos-create/${id}$`));
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveValue('Distribuidora La Sabana S.A.S.');
    await expect(page.getByTestId('linea-1').getByLabel('Ciudad')).toHaveValue(/Medellín/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Pedido Creado', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/pedidos-edit\/\d+$/);
    expect(/\/pedidos-edit\/(\d+)$/.exec(page.url())?.[1]).not.toBe(id);
  });

  test('[PEDIDOS] sin read_pedido_cancelar no hay botón Cancelar y el servidor rechaza la llamada', async ({
    page,
    entrar,
  }) => {
    await entrar('reclutador');
    const origen = new URL(page.url()).origin;
    // An open order the recruiter can see, picked from the dashboard's pre-selection column.
    const preseleccion = await columna(page, '/pedidos-dashboard', 'Preselección');
    await preseleccion.getByTestId('tarjeta-pedido').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/pedido-detail\/\d+$/);
    const id = /\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('estado-pedido')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar', exact: true })).toHaveCount(0);

    const respuesta = await page.request.post(`${origen}/trpc/pedidos.cancelar`, {
      headers: { origin: origen, 'x-talento-portal': 'staff' },
      multipart: { id, version: '1', causa: '4', razon: 'Intento sin permiso' },
    });
    expect(respuesta.status()).toBe(403);
    const cuerpo = (await respuesta.json()) as { error: { json: { message: string } } };
    expect(cuerpo.error.json.message).toBe('Usted no posee permisos para ingresar a esta sección');
  });
});
