import { CODIGO_FORMATO_ORDEN, MENSAJES_CONTRATACION, TEXTO_LEGAL_ORDEN_COMPRA } from '@talento/rules';
import { expect, test } from '../support/fixtures';

test.describe('[CONTRATACION] orden de contratación: impresión, asociaciones y portal de clientes', () => {
  test('[CONTRATACION] la página de impresión muestra la orden, el código OPE-for-71 y el texto legal, y se imprime a PDF', async ({ page, entrar, fabricas }) => {
    test.setTimeout(90_000);
    const orden = await fabricas.ordenContratacion();
    await entrar('jefe', `/contratacion/orden/${orden.ordenId}/imprimir`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Orden de contratación N.º');
    await expect(page.getByTestId('codigo-formato')).toHaveText(CODIGO_FORMATO_ORDEN);
    await expect(page.getByText(TEXTO_LEGAL_ORDEN_COMPRA[0])).toBeVisible();
    await expect(page.getByText(`${orden.nombre}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$1.900.000' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    // Chromium's print-to-PDF: the print layout hides the menu and the button and keeps the order.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(10_000);
  });

  test('[CONTRATACION] asociaciones: la pantalla lista las órdenes radicadas y busca por documento', async ({ page, entrar }) => {
    await entrar('jefe', '/contratacion/asociaciones');
    await expect(page.getByRole('heading', { name: 'Asociaciones de empleados' })).toBeVisible();
    // The demo has one filed order (La Sabana) with its ERP employee association.
    await expect(page.getByRole('table', { name: 'Asociaciones de empleados' }).getByText(/^EMP-/)).toHaveCount(1);
    await page.getByLabel('Documento').fill('0000000');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron órdenes radicadas.')).toBeVisible();
  });

  test('[CONTRATACION] la empresa ve el estado de su orden y cliente2 no ve las órdenes de otra empresa', async ({ apiDe, fabricas }) => {
    test.setTimeout(90_000);
    const orden = await fabricas.ordenContratacion();
    const deLaSabana = await apiDe('cliente').contratacion.cliente.misOrdenes.query();
    expect(deLaSabana.find((o) => o.id === orden.ordenId)).toMatchObject({ estadoEtiqueta: 'Guardada' });
    const deCliente2 = await apiDe('cliente2').contratacion.cliente.misOrdenes.query();
    expect(deCliente2.some((o) => o.id === orden.ordenId)).toBe(false);
  });
  test('[CONTRATACION] desde el detalle del pedido: sin datos dice "Campo requerido" y no crea nada; guardada, radicar sin ERP lo dice y no cambia nada', async ({ page, entrar, fabricas, apiDe }) => {
    test.setTimeout(120_000);
    // A candidate in contracting (state 6) without an order: the row offers to create it.
    const sinOrden = await fabricas.ordenContratacion({ guardar: false });
    await entrar('jefe', `/pedido-detail/${sinOrden.pedidoId}`);
    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    await candidatos.getByRole('button', { name: 'Orden de contratación' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Crear orden de contratación' })).toBeVisible();
    await expect(modal.getByText(sinOrden.nombre, { exact: false }).first()).toBeVisible();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText(MENSAJES_CONTRATACION.requerido).first()).toBeVisible();
    const vista = await apiDe('jefe').contratacion.deCandidato.query({ candidatoPedidoId: sinOrden.candidatoPedidoId });
    expect(vista.orden).toBeNull();
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(modal).toHaveCount(0);

    // A saved order: the same button opens it with "Radicar Orden"; the e2e server has no ERP configured.
    const guardada = await fabricas.ordenContratacion();
    await page.goto(`/pedido-detail/${guardada.pedidoId}`);
    await candidatos.getByRole('button', { name: 'Orden de contratación' }).click();
    await expect(modal.getByRole('heading', { name: /^Orden de contratación N\.º \d+$/ })).toBeVisible();
    await modal.getByRole('button', { name: 'Radicar Orden' }).click();
    await expect(page.getByText(MENSAJES_CONTRATACION.erpSinConfigurar).first()).toBeVisible();
    const despues = await apiDe('jefe').contratacion.obtener.query({ id: guardada.ordenId! });
    expect(despues.estado).toBe('guardada');
    await expect(modal.getByRole('link', { name: 'Imprimir' })).toHaveAttribute('href', `/contratacion/orden/${guardada.ordenId}/imprimir`);
  });
});
