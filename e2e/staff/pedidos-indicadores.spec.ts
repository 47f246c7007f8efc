import { expect, test } from '../support/fixtures';

/** Today in Bogotá as 'YYYY-MM-DD' (the business calendar of the chart). */
function hoyEnBogota(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function sumarDias(iso: string, dias: number): string {
  const f = new Date(`${iso}T12:00:00Z`);
  f.setUTCDate(f.getUTCDate() + dias);
  return f.toISOString().slice(0, 10);
}

const lunesDe = (iso: string) => sumarDias(iso, -((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7));
const ddmmaaaa = (iso: string) => iso.split('-').reverse().join('/');
const titulo = (lunes: string) => `Semana del ${ddmmaaaa(lunes)} al ${ddmmaaaa(sumarDias(lunes, 4))}`;

test.describe('[PEDIDOS] indicadores semanales y resumen', () => {
  test('[PEDIDOS] el gráfico navega a la semana anterior y siguiente, con seis colores distintos', async ({
    page,
    entrar,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await entrar('jefe');
    await page.goto('/pedidos-dashboard');
    await page.getByRole('tab', { name: 'Indicadores de la semana' }).click();
    const seccion = page.getByRole('region', { name: 'Indicadores semanales' });
    const semana = seccion.getByTestId('semana-indicadores');
    const actual = lunesDe(hoyEnBogota());

    await expect(semana).toHaveText(titulo(actual));
    await expect(seccion.getByRole('button', { name: 'Semana siguiente' })).toBeDisabled();

    // The demo's activity lies in the weeks before today.
    const anterior = sumarDias(actual, -7);
    await seccion.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(semana).toHaveText(titulo(anterior));
    await expect(page).toHaveURL(new RegExp(`[?&]semana=${anterior}`));
    await expect(seccion.locator('.apexcharts-canvas')).toBeVisible();
    const series = seccion.locator('.apexcharts-legend-series');
    await expect(series).toHaveCount(6);
    const colores = await seccion
      .locator('.apexcharts-series[seriesName]')
      .evaluateAll((grupos) => grupos.map((g) => g.querySelector('path')?.getAttribute('fill') ?? ''));
    expect(colores).toHaveLength(6);
    expect(new Set(colores.map((c) => c.toLowerCase())).size).toBe(6);

    await seccion.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(semana).toHaveText(titulo(sumarDias(actual, -14)));
    await seccion.getByRole('button', { name: 'Semana siguiente' }).click();
    await seccion.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(semana).toHaveText(titulo(actual));
    await expect(seccion.getByRole('button', { name: 'Semana siguiente' })).toBeDisabled();
  });

  test('[PEDIDOS] una semana sin movimientos dice "Sin actividad esta semana"', async ({ page, entrar }) => {
    await entrar('jefe');
    await page.goto('/pedidos-dashboard?semana=2020-03-04');
    const seccion = page.getByRole('region', { name: 'Indicadores semanales' });
    await expect(seccion.getByTestId('semana-indicadores')).toHaveText('Semana del 02/03/2020 al 06/03/2020');
    await expect(seccion.getByText('Sin actividad esta semana')).toBeVisible();
    await expect(seccion.locator('.apexcharts-canvas')).toHaveCount(0);
    await expect(seccion.getByRole('button', { name: 'Semana siguiente' })).toBeEnabled();
  });

  test('[PEDIDOS] a 1366 px el resumen muestra la columna Vencidos sin desplazamiento horizontal', async ({
    page,
    entrar,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await entrar('jefe');
    await page.goto('/pedidos-dashboard');
    await page.getByRole('tab', { name: 'Indicadores de la semana' }).click();
    const tabla = page.getByRole('table', { name: 'Resumen de indicadores' });
    await expect(tabla.getByRole('columnheader', { name: 'Vencidos' })).toBeVisible();
    const medidas = await tabla.evaluate((t) => {
      const caja = t.parentElement as HTMLElement;
      const vencidos = Array.from(t.querySelectorAll('th')).find(
        (th) => th.textContent === 'Vencidos',
      ) as HTMLElement;
      return {
        ancho: caja.scrollWidth,
        visible: caja.clientWidth,
        bordeVencidos: vencidos.getBoundingClientRect().right,
        bordeCaja: caja.getBoundingClientRect().right,
      };
    });
    expect(medidas.ancho).toBeLessThanOrEqual(medidas.visible);
    expect(medidas.bordeVencidos).toBeLessThanOrEqual(medidas.bordeCaja + 0.5);
    await expect(tabla.getByRole('row').last().getByRole('cell').last()).toBeInViewport();
  });
});
