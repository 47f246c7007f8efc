import { gzipSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { accionesDelUsuario } from '@talento/rules';
import { describirViolaciones, violacionesGraves } from '../support/a11y/axe';
import { expect, test } from '../support/fixtures';

/** The JS the page fetched (path → gzip bytes), from the moment this is called. */
function registrarJs(page: Page) {
  const js = new Map<string, number>();
  page.on('response', (r) => {
    const ruta = new URL(r.url()).pathname;
    if (!ruta.endsWith('.js')) return;
    void r
      .body()
      .then((cuerpo) => js.set(ruta, gzipSync(cuerpo).length))
      .catch(() => undefined);
  });
  return js;
}

const kb = (js: Map<string, number>) => Math.round([...js.values()].reduce((s, n) => s + n, 0) / 1024);
const DEL_GRAFICO = /react-apexcharts|panel-indicadores|grafico-semanal/;

test.describe('[PEDIDOS-VISTAS] tablero de pedidos sobre el pliegue', () => {
  test.beforeEach(() => test.setTimeout(90_000));

  test('[PEDIDOS-VISTAS] a 1440×900: vistas como chips, campos tras «Más filtros», todas las columnas a la vista y el gráfico solo al abrir su pestaña', async ({
    page,
    entrar,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await entrar('jefe');
    const js = registrarJs(page);
    await page.goto('/pedidos-dashboard');
    await page.getByRole('button', { name: 'Tabla' }).click();
    const tabla = page.getByRole('table', { name: 'Pedidos vigentes' });
    await expect(tabla.getByTestId(/^fila-pedido-/).first()).toBeInViewport();

    // The saved views are chips; the eight fields wait behind "Más filtros".
    const vistas = page.getByRole('group', { name: 'Filtros rápidos' });
    for (const nombre of ['Mis pedidos', 'Vencidos', 'Urgentes'])
      await expect(vistas.getByRole('button', { name: nombre, exact: true })).toBeInViewport();
    await expect(page.getByLabel('Cliente', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Tipo de pedido')).toHaveCount(0);

    // Every column at 1440 px: no sideways scroll, the last header on screen.
    await expect(tabla.getByRole('columnheader', { name: 'Acciones' })).toBeInViewport();
    const caja = await tabla.evaluate((t) => {
      const c = t.parentElement as HTMLElement;
      const columnas = Array.from(t.querySelectorAll('th')).map(
        (th) => `${th.textContent ?? ''} ${Math.round(th.getBoundingClientRect().width)}`,
      );
      return { ancho: c.scrollWidth, visible: c.clientWidth, columnas };
    });
    expect(caja.ancho, caja.columnas.join(', ')).toBeLessThanOrEqual(caja.visible);

    // The chart is not part of the first load: neither its tab's code nor apexcharts.
    await expect(page.getByRole('region', { name: 'Indicadores semanales' })).toHaveCount(0);
    const primeraCarga = [...js.keys()];
    expect(primeraCarga.filter((r) => DEL_GRAFICO.test(r))).toEqual([]);
    const kbPrimeraCarga = kb(js);

    // "Más filtros": the fields; what is chosen stays as a chip with the panel folded, and its ✕ removes it.
    const mas = page.getByRole('button', { name: 'Más filtros' });
    await expect(mas).toHaveAttribute('aria-expanded', 'false');
    await mas.click();
    await page.getByLabel('Tipo de pedido').selectOption({ label: 'Nuevo' });
    await page.getByRole('button', { name: 'Menos filtros' }).click();
    await expect(page.getByRole('combobox', { name: 'Tipo de pedido' })).toHaveCount(0);
    const aplicados = page.getByRole('list', { name: 'Filtros aplicados' });
    await expect(aplicados).toContainText('Tipo de pedido: Nuevo');
    await expect(page.getByRole('button', { name: /Más filtros/ })).toContainText('1');
    const violaciones = await violacionesGraves(page);
    expect(violaciones, describirViolaciones(violaciones)).toEqual([]);
    await aplicados.getByRole('button', { name: 'Quitar el filtro Tipo de pedido: Nuevo' }).click();
    await expect(aplicados).toHaveCount(0);

    // The indicators tab loads the chart then, and keeps it in the address.
    await page.getByRole('tab', { name: 'Indicadores de la semana' }).click();
    await expect(page.getByRole('tab', { name: 'Indicadores de la semana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/[?&]pestana=indicadores/);
    const seccion = page.getByRole('region', { name: 'Indicadores semanales' });
    await expect(seccion.locator('.apexcharts-canvas').or(seccion.getByText('Sin actividad'))).toBeVisible();
    await expect(page.getByRole('table', { name: 'Resumen de indicadores' })).toBeVisible();
    await expect.poll(() => [...js.keys()].some((r) => /react-apexcharts/.test(r))).toBe(true);
    test.info().annotations.push({
      type: 'carga',
      description: `JS de /pedidos-dashboard (gzip): primera carga ${kbPrimeraCarga} KB; con la pestaña del gráfico ${kb(js)} KB`,
    });
    await page.getByRole('tab', { name: 'Pedidos' }).click();
    await expect(tabla).toBeVisible();
  });

  test('[PEDIDOS-VISTAS] las vistas guardadas las aplica el servidor y se recuerdan', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const vencido = await fabricas.pedidoVencido();
    const urgente = await fabricas.pedido({ estado: 2, urgente: true });
    await entrar('jefe');
    await page.goto('/pedidos-dashboard');
    await page.getByRole('button', { name: 'Tabla' }).click();
    const tabla = page.getByRole('table', { name: 'Pedidos vigentes' });
    await expect(tabla.getByTestId(`fila-pedido-${vencido.id}`)).toHaveCount(1);
    const vistas = page.getByRole('group', { name: 'Filtros rápidos' });

    const pedida = page.waitForRequest(
      (r) => r.url().includes('pedidos.dashboard') && (r.postData() ?? '').includes('"rapidos":["vencidos"]'),
    );
    await vistas.getByRole('button', { name: 'Vencidos', exact: true }).click();
    await pedida;
    await expect(tabla.getByTestId(`fila-pedido-${urgente.id}`)).toHaveCount(0);
    await expect(tabla.getByTestId(`fila-pedido-${vencido.id}`)).toHaveCount(1);

    await page.reload();
    await expect(vistas.getByRole('button', { name: 'Vencidos', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(tabla.getByTestId(`fila-pedido-${urgente.id}`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(tabla.getByTestId(`fila-pedido-${urgente.id}`)).toHaveCount(1);
  });

  test('[PEDIDOS-VISTAS] acciones rápidas en la fila según la regla del servidor; aprobar pide confirmación y mueve el pedido', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    paginaDe,
  }) => {
    const borrador = await fabricas.pedido({ estado: 1 });
    await page.setViewportSize({ width: 1440, height: 900 });
    await entrar('jefe');
    await page.goto('/pedidos-dashboard');
    await page.getByRole('button', { name: 'Tabla' }).click();
    const fila = page
      .getByRole('table', { name: 'Pedidos vigentes' })
      .getByTestId(`fila-pedido-${borrador.id}`);
    await expect(fila.getByTestId('etapa-pedido')).toHaveText('Solicitud y validación');
    const acciones = fila.getByRole('cell').last();
    await expect(acciones).toBeInViewport();
    // The destructive one last, in red, never the primary colour.
    const textos = (await acciones.locator('a, button').allInnerTexts()).map((t) => t.trim());
    expect(textos).toEqual(['Aprobar', 'Duplicar', 'Cancelar pedido…']);
    await expect(acciones.getByRole('link', { name: /^Cancelar pedido…/ })).toHaveClass(/text-red-700/);
    await expect(acciones.getByRole('link', { name: /^Duplicar/ })).toHaveAttribute(
      'href',
      `/pedidos-create/${borrador.id}`,
    );

    await acciones.getByRole('button', { name: /^Aprobar/ }).click();
    const dialogo = page.getByRole('dialog');
    await expect(dialogo).toContainText('Preselección');
    await dialogo.getByRole('button', { name: 'Aprobar pedido' }).click();
    await expect(page.getByText(`Pedido ${borrador.id} aprobado`)).toBeVisible();
    await expect(fila.getByTestId('etapa-pedido')).toHaveText('Preselección');
    await expect(acciones.getByRole('button', { name: /^Aprobar/ })).toHaveCount(0);
    expect((await apiDe('jefe').pedidos.paraFormulario.query({ id: borrador.id })).estado).toBe(2);

    // Each role sees on a draft exactly what the shared rule grants it.
    const otro = await fabricas.pedido({ estado: 1 });
    for (const usuario of ['reclutador', 'ejecutivo'] as const) {
      const { permisos } = (await apiDe(usuario).auth.me.query()).usuario;
      const esperadas = accionesDelUsuario(1, permisos);
      const pagina = await paginaDe(usuario, '/pedidos-dashboard');
      await pagina.getByRole('button', { name: 'Tabla' }).click();
      const suya = pagina
        .getByRole('table', { name: 'Pedidos vigentes' })
        .getByTestId(`fila-pedido-${otro.id}`);
      await expect(suya).toHaveCount(1);
      const celda = suya.getByRole('cell').last();
      await expect(celda.getByRole('button', { name: /^Aprobar/ })).toHaveCount(
        esperadas.includes('aprobar') ? 1 : 0,
      );
      await expect(celda.getByRole('link', { name: /^Cancelar pedido…/ })).toHaveCount(
        esperadas.includes('cancelar') ? 1 : 0,
      );
      await expect(celda.getByRole('link', { name: /^Duplicar/ })).toHaveCount(
        permisos.includes('add_pedido') ? 1 : 0,
      );
      await pagina.close();
    }
  });
});
