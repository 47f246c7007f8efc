import type { Page } from '@playwright/test';
import { hoyIso } from '@talento/rules';
import { expect, test } from '../support/fixtures';

/**
 * Issue 39, the client's phone (390 × 844): a compact header, overdue orders that say by how much, the orders
 * waiting for the client first, the evaluation summary above the decision with the decision in a bar at the bottom,
 * and the hiring orders and requirements as cards; never wider than the phone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const decision = (page: Page) => page.getByRole('region', { name: 'Su decisión sobre este candidato' });
const resumen = (page: Page) => page.getByRole('region', { name: 'Resumen de la evaluación' });

/** Nothing wider than the phone: no sideways scrolling. */
async function sinDesplazamientoLateral(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('[CLIENTE] portal en un teléfono (390 × 844)', () => {
  test('[CLIENTE] encabezado compacto con menú; Mis pedidos pone primero lo que espera su decisión y dice cuánto lleva vencido', async ({
    page,
    entrar,
    fabricas,
    base,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    // 15 days past its search days: the approval moves back (no procedure rewrites an approval date).
    const { rowCount } = await base.query(
      `update pedido p set fecha_aprobacion = p.fecha_aprobacion - make_interval(days => pf.tiempo_dias_busqueda + 15)
       from perfil pf where pf.id = p.perfil_seleccion_id and p.id = $1`,
      [pedido.id],
    );
    expect(rowCount).toBe(1);
    await entrar('cliente', '/cliente/');

    const tarjeta = page.getByTestId(`pedido-${pedido.id}`);
    await expect(tarjeta.getByTestId('dias-restantes')).toHaveText('Vencido hace 15 días');
    await expect(tarjeta.getByTestId('espera-decision')).toHaveText('Espera su decisión');
    // Every order waiting for a decision comes before every order that is not.
    const espera = await page
      .getByRole('list', { name: 'Lista de pedidos' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => li.querySelector('[data-testid="espera-decision"]') !== null),
      );
    expect(espera).toContain(true);
    expect(espera.slice(espera.indexOf(false) === -1 ? espera.length : espera.indexOf(false))).not.toContain(
      true,
    );
    await sinDesplazamientoLateral(page);

    // One compact row: the sections wait behind "Menú".
    const encabezado = page.getByRole('banner');
    expect((await encabezado.boundingBox())!.height).toBeLessThanOrEqual(64);
    const secciones = page.getByRole('navigation', { name: 'Secciones' });
    await expect(secciones).toBeHidden();
    const menu = encabezado.getByRole('button', { name: 'Menú' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(secciones.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
    await expect(encabezado.getByRole('button', { name: 'Salir' })).toBeVisible();
    await secciones.getByRole('link', { name: 'Órdenes de contratación' }).tap();
    await expect(page).toHaveURL(/\/cliente\/contratacion\/ordenes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de contratación' })).toBeVisible();
    // Choosing a section closes the menu.
    await expect(secciones).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // The order's page says the same.
    await page.goto(`/cliente/pedido/${pedido.id}`);
    await expect(page.getByTestId('dias-restantes')).toHaveText('Vencido hace 15 días');
    await sinDesplazamientoLateral(page);
  });

  test('[CLIENTE] la hoja de vida resume la evaluación sobre la decisión; Validar y Rechazar quedan en una barra abajo', async ({
    page,
    entrar,
    fabricas,
    base,
  }) => {
    const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
    const [enviado] = pedido.enviados;
    // Two requirements the client may see, one met and one not (results are written as the seeder writes them).
    const { rowCount } = await base.query(
      `insert into requisito_persona (hoja_de_vida_id, requisito_id, fecha_realizacion, resultado, es_visible_cliente, created_at, version)
       select h.id, r.id, current_date, case when r.n = 1 then 1 else 0 end, true, now(), 1
       from candidato_pedido cp
       join hoja_de_vida h on h.candidato_id = cp.candidato_id
       cross join (select id, row_number() over (order by id) n from requisito order by id limit 2) r
       where cp.id = $1`,
      [enviado!.id],
    );
    expect(rowCount).toBe(2);
    await entrar('cliente', `/cliente/pedido/${pedido.id}/candidato/${enviado!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: enviado!.persona.nombre })).toBeVisible();

    // La Sabana implements tests: the global score shows, with the requirements' count.
    await expect(resumen(page)).toContainText('Puntaje global');
    await expect(resumen(page).getByTestId('resumen-requisitos')).toHaveText('1 de 2 cumplidos');
    // The requirements further down are cards, not a table.
    const requisitos = page.getByRole('list', { name: 'Requisitos' }).getByRole('listitem');
    await expect(requisitos).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Requisitos' })).toHaveCount(0);

    // The decision: a bar at the bottom of the screen, the summary above it, both decisions in full view.
    await expect(decision(page).getByRole('button')).toHaveCount(2);
    for (const boton of await decision(page).getByRole('button').all())
      await expect(boton).toBeInViewport({ ratio: 1 });
    const barra = (await decision(page).boundingBox())!;
    expect(barra.y + barra.height).toBeCloseTo(844, 0);
    expect((await resumen(page).boundingBox())!.y).toBeLessThan(barra.y);
    // Still there at the end of the CV.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(decision(page).getByRole('button', { name: 'Validar' })).toBeInViewport({ ratio: 1 });
    await expect(decision(page).getByRole('button', { name: 'Rechazar' })).toBeInViewport({ ratio: 1 });
    await sinDesplazamientoLateral(page);

    // The bar's Validar decides as before: it asks first, naming the person.
    await decision(page).getByRole('button', { name: 'Validar' }).tap();
    const confirmacion = page.getByRole('dialog', { name: 'Confirmar decisión' });
    await expect(confirmacion).toContainText(`¿Validar a ${enviado!.persona.nombre}?`);
    await confirmacion.getByRole('button', { name: 'Validar' }).tap();
    await expect(page.getByText('Validado por cliente', { exact: true })).toBeVisible();
  });

  test('[CLIENTE] las órdenes de contratación son tarjetas con su estado, sin desplazarse de lado', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(120_000);
    const orden = await fabricas.ordenContratacion();
    await entrar('cliente', '/cliente/contratacion/ordenes');
    await expect(page.getByRole('table')).toHaveCount(0);
    const tarjeta = page
      .getByRole('list', { name: 'Órdenes de contratación' })
      .getByTestId(`orden-${orden.ordenId}`);
    await tarjeta.scrollIntoViewIfNeeded();
    await expect(tarjeta.getByTestId(`estado-orden-${orden.ordenId}`)).toHaveText('Guardada');
    await expect(tarjeta.getByTestId(`estado-orden-${orden.ordenId}`)).toBeInViewport();
    await expect(tarjeta).toContainText('Cargo');
    await sinDesplazamientoLateral(page);
  });

  test('[CLIENTE] las tablas del informe de operaciones son tarjetas por indicador y por periodo', async ({
    page,
    entrar,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    // Today's figures come from the server's job: wait through the API, not the screen's retries.
    await expect
      .poll(
        async () => (await apiDe('cliente').reportes.informeCliente.query({ fecha: hoyIso() })).calculando,
        {
          timeout: 90_000,
          intervals: [500, 1_000, 2_000],
          message: 'el job calcula los indicadores del informe',
        },
      )
      .toBe(false);
    await entrar('cliente', '/cliente/reportes');
    const porMes = page.getByRole('list', { name: 'Por mes' });
    await expect(porMes.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Each indicator's card names its periods (the column headers of the wide table).
    await expect(porMes.getByRole('listitem').first().getByRole('term').first()).toHaveText('Indicador');
    expect(await porMes.getByRole('listitem').first().getByRole('term').count()).toBeGreaterThan(1);
    await expect(
      page.getByRole('list', { name: 'Términos del nivel de servicio' }).getByRole('listitem').first(),
    ).toContainText('Nivel de servicio');
    await sinDesplazamientoLateral(page);
  });
});
