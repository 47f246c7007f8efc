/**
 * The route map with GOOGLE_MAPS_API_KEY (issue 20): a second instance of the built server started with a key
 * (support/servidor/con-clave-maps.ts, same database), the Maps JavaScript API answered by a local fake
 * (support/google-maps-falso.ts). The other specs keep the e2e server without a key and its SVG map.
 */
import { formatoFecha, formatoFechaHora, hoyIso, MENSAJES_MAPA as M, sumarDias } from '@talento/rules';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { colgarGoogleMaps, cortarGoogleMaps, simularGoogleMaps } from '../support/google-maps-falso';
import {
  CLAVE_MAPS_E2E,
  iniciarServidorConMapas,
  type ServidorConMapas,
} from '../support/servidor/con-clave-maps';

let servidor: ServidorConMapas | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, info) => {
  test.setTimeout(90_000);
  servidor = await iniciarServidorConMapas(Number(new URL(info.project.use.baseURL ?? '').port));
});
test.afterAll(async () => {
  await servidor?.detener();
});

const conClave = (ruta: string) => `${servidor!.base}${ruta}`;

/** Picks the merchandiser and the day on the map screen. */
async function elegirRecorrido(page: Page, nombre: string, dia: string) {
  const combo = page.getByRole('combobox', { name: 'Mercaderista' });
  await combo.fill(nombre.split(' ')[1]!);
  await page.getByRole('option', { name: new RegExp(nombre) }).click();
  const campo = page.getByLabel(/^Fecha/);
  await campo.fill(formatoFecha(dia));
  await campo.press('Tab');
}

test.describe('Mapa de rutas con Google Maps', () => {
  test('con clave: la CSP deja entrar a Google solo en ese servidor; la ruta, los marcadores agrupados por zoom y el panel', async ({
    entrar,
    page,
    fabricas,
    baseURL,
  }) => {
    const csp = async (base: string) =>
      (await page.request.get(`${base}/healthz`)).headers()['content-security-policy'] ?? '';
    expect(await csp(conClave(''))).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com(;|$)/);
    expect(await csp(baseURL ?? '')).not.toMatch(/google/);

    const ayer = sumarDias(hoyIso(), -1);
    const ruta = await fabricas.rutaConRecorrido(ayer);
    const pedidas = await simularGoogleMaps(page);
    await entrar('gerente', conClave('/merchandising-map'));
    await elegirRecorrido(page, ruta.nombre, ayer);

    const mapa = page.getByTestId('mapa-google');
    await expect(mapa).toBeVisible();
    await expect(page.getByTestId('resumen-recorrido')).toContainText(
      '13 puntos GPS, 2 almacenes planeados, 1 reporte de llegada.',
    );
    expect(new URL(pedidas[0]!).searchParams.get('key')).toBe(CLAVE_MAPS_E2E);
    // The map starts on the Bogotá area at zoom 6, then fits the day's bounds (zoomed in: the stores are 12 km apart).
    const lienzo = mapa.locator('[data-zoom-inicial]');
    await expect(lienzo).toHaveAttribute('data-centro-inicial', '4.711,-74.0721');
    await expect(lienzo).toHaveAttribute('data-zoom-inicial', '6');
    await expect(mapa.getByTestId('google-polilinea')).toHaveAttribute('data-puntos', '13');
    const marcadores = mapa.getByTestId('google-marcador');
    await expect(marcadores).toHaveCount(2);
    const [sur, oeste, norte, este] = ((await lienzo.getAttribute('data-limites')) ?? '')
      .split(',')
      .map(Number);
    expect([sur, oeste, norte, este].map((x) => Math.round(x! * 10_000))).toEqual([
      47_540, -740_632, 48_619, -740_582,
    ]);
    expect(Number(await lienzo.getAttribute('data-zoom'))).toBeGreaterThanOrEqual(10);

    const panel = page.getByTestId('panel-detalle');
    await mapa.getByRole('button', { name: `1. ${ruta.almacenes[0]!.nombre}` }).click();
    await expect(panel).toContainText(ruta.almacenes[0]!.nombre);
    await expect(panel).toContainText(`Llegada: ${formatoFechaHora(ruta.llegada)}`);
    await mapa.getByRole('button', { name: `2. ${ruta.almacenes[1]!.nombre}` }).click();
    await expect(panel).toContainText('Sin reportes de llegada.');

    // Zoomed out (Google's "Alejar" control), the two stores overlap on screen and become one cluster of 2.
    const alejar = mapa.getByRole('button', { name: 'Alejar' });
    while (Number(await lienzo.getAttribute('data-zoom')) > 8) await alejar.click();
    await expect(marcadores).toHaveCount(1);
    await expect(marcadores).toHaveText('2');
    await mapa
      .getByRole('button', {
        name: `2 almacenes: ${ruta.almacenes[0]!.nombre}, ${ruta.almacenes[1]!.nombre}`,
      })
      .click();
    await expect(panel).toContainText(ruta.almacenes[0]!.nombre);
    await expect(panel).toContainText(ruta.almacenes[1]!.nombre);
    await expect(panel).toContainText(`Llegada: ${formatoFechaHora(ruta.llegada)}`);

    await expect(page.getByTestId('mapa-svg')).toHaveCount(0);
    await expect(page.getByText(M.sinGoogleMaps)).toHaveCount(0);
  });

  test('con clave pero sin red hacia Google: el mapa simple con el aviso, y funciona igual', async ({
    entrar,
    page,
    fabricas,
  }) => {
    const ayer = sumarDias(hoyIso(), -1);
    const ruta = await fabricas.rutaConRecorrido(ayer);
    const pedidas = await cortarGoogleMaps(page);
    await entrar('gerente', conClave('/merchandising-map'));
    await elegirRecorrido(page, ruta.nombre, ayer);

    await expect(page.getByText(M.sinGoogleMaps)).toBeVisible();
    expect(pedidas.length).toBeGreaterThan(0);
    const mapa = page.getByTestId('mapa-svg');
    await expect(mapa).toBeVisible();
    await expect(page.getByTestId('mapa-google')).toHaveCount(0);
    expect((await page.getByTestId('polilinea').getAttribute('points'))?.split(' ')).toHaveLength(13);
    await expect(mapa.getByRole('button')).toHaveCount(2);
    await mapa.getByRole('button', { name: `1. ${ruta.almacenes[0]!.nombre}` }).click();
    await expect(page.getByTestId('panel-detalle')).toContainText(
      `Llegada: ${formatoFechaHora(ruta.llegada)}`,
    );
  });

  test('con una clave que Google rechaza: el mapa simple con el aviso', async ({
    entrar,
    page,
    fabricas,
  }) => {
    const ayer = sumarDias(hoyIso(), -1);
    const ruta = await fabricas.rutaConRecorrido(ayer);
    await simularGoogleMaps(page, { claveRechazada: true });
    await entrar('gerente', conClave('/merchandising-map'));
    await elegirRecorrido(page, ruta.nombre, ayer);
    await expect(page.getByText(M.sinGoogleMaps)).toBeVisible();
    await expect(page.getByTestId('mapa-svg').getByRole('button')).toHaveCount(2);
    await expect(page.getByTestId('mapa-google')).toHaveCount(0);
  });

  test('con clave pero Google no responde: pasado el tiempo de espera, el mapa simple con el aviso', async ({
    entrar,
    page,
    fabricas,
  }) => {
    const ayer = sumarDias(hoyIso(), -1);
    const ruta = await fabricas.rutaConRecorrido(ayer);
    const pedidas = await colgarGoogleMaps(page);
    await entrar('gerente', conClave('/merchandising-map'));
    await elegirRecorrido(page, ruta.nombre, ayer);
    await expect(page.getByTestId('resumen-recorrido')).toBeVisible();
    await expect.poll(() => pedidas.length).toBeGreaterThan(0);
    // Waits 10 s for the script (mapa-google.tsx), then gives up on it.
    await expect(page.getByText(M.sinGoogleMaps)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('mapa-svg').getByRole('button')).toHaveCount(2);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
