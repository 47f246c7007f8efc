import { formatoFecha, formatoFechaHora, hoyIso, MENSAJES_MAPA as M, sumarDias } from '@talento/rules';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function ponerFecha(page: Page, dia: string) {
  const campo = page.getByLabel(/^Fecha/);
  await campo.fill(formatoFecha(dia));
  await campo.press('Tab');
}

test.describe('Mapa de rutas y cumplimiento de visitas', () => {
  test('el gerente elige mercaderista y día, ve la ruta en el mapa SVG, la hora de llegada (también en un almacén fuera de la ruta) y el cumplimiento', async ({
    entrar,
    page,
    fabricas,
  }) => {
    const ayer = sumarDias(hoyIso(), -1);
    const ruta = await fabricas.rutaConRecorrido(ayer, { fueraDeRuta: true });
    const fuera = ruta.fueraDeRuta!;
    await entrar('gerente', '/merchandising-map');
    await expect(page.getByRole('heading', { name: 'Mapa de rutas' })).toBeVisible();
    await expect(page.getByText(M.sinMercaderista).first()).toBeVisible();

    const combo = page.getByRole('combobox', { name: 'Mercaderista' });
    await combo.fill(ruta.nombre.split(' ')[1]!);
    await page.getByRole('option', { name: new RegExp(ruta.nombre) }).click();
    // Today: the route is yesterday's, so there is nothing to draw.
    await expect(page.getByText(M.sinRecorridos)).toBeVisible();
    // Clearing the date says a date is needed (on the field and instead of the map), never an endless spinner.
    await page.getByLabel(/^Fecha/).fill('');
    await page.getByLabel(/^Fecha/).press('Tab');
    await expect(page.getByText(M.sinFecha)).toHaveCount(2);
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);

    await ponerFecha(page, ayer);
    const mapa = page.getByTestId('mapa-svg');
    await expect(mapa).toBeVisible();
    await expect(page.getByTestId('resumen-recorrido')).toContainText(
      '13 puntos GPS, 2 almacenes planeados, 2 reportes de llegada, 1 almacén con llegada sin planificar.',
    );
    expect((await page.getByTestId('polilinea').getAttribute('points'))?.split(' ')).toHaveLength(13);
    // The two planned stores and the one off the route that the merchandiser reported reaching.
    await expect(mapa.getByRole('button')).toHaveCount(3);

    await mapa.getByRole('button', { name: `1. ${ruta.almacenes[0]!.nombre}` }).click();
    const panel = page.getByTestId('panel-detalle');
    await expect(panel).toContainText(ruta.almacenes[0]!.nombre);
    await expect(panel).toContainText(`Llegada: ${formatoFechaHora(ruta.llegada)}`);
    await mapa.getByRole('button', { name: `2. ${ruta.almacenes[1]!.nombre}` }).click();
    await expect(panel).toContainText('Sin reportes de llegada.');
    await mapa.getByRole('button', { name: `${fuera.nombre} (${M.noPlanificado})` }).click();
    await expect(panel).toContainText(`${fuera.nombre} (No planificado)`);
    await expect(panel).toContainText(`Llegada: ${formatoFechaHora(fuera.llegada)}`);
    await expect(page.getByRole('table', { name: 'Reportes de llegada' })).toContainText(
      formatoFechaHora(ruta.llegada),
    );

    await page.getByRole('link', { name: 'Ver cumplimiento de visitas' }).click();
    await expect(page).toHaveURL(/\/merchandising-cumplimiento\?mercaderista=\d+&desde=/);
    await expect(page.getByRole('heading', { name: 'Cumplimiento de visitas' })).toBeVisible();
    const fila = page.getByTestId(`cumplimiento-${ruta.mercaderistaId}-${ayer}`);
    await expect(fila).toBeVisible();
    // Planned 2, visited 1 (the arrival at the first store), 50 %; the route runs between the stores, so points
    // in the middle are more than 500 m from both.
    await expect(fila.getByRole('cell')).toHaveText([
      ruta.nombre,
      formatoFecha(ayer),
      '2',
      '1',
      '50 %',
      /\d+/,
      /\d+/,
    ]);
    await expect(page.getByRole('table').getByRole('row').last()).toContainText('Total');
  });
});
