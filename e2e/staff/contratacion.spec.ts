import { CODIGO_FORMATO_ORDEN, MENSAJES_CONTRATACION, TEXTO_LEGAL_ORDEN_COMPRA } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';
import { elegir, fechaEnDias } from '../support/pedidos';

test.describe('[CONTRATACION] orden de contratación: impresión, asociaciones y portal de clientes', () => {
  test('[CONTRATACION] la página de impresión muestra la orden, el código OPE-for-71 y el texto legal, y se imprime a PDF', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const orden = await fabricas.ordenContratacion();
    await entrar('jefe', `/contratacion/orden/${orden.ordenId}/imprimir`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Orden de contratación N.º');
    await expect(page.getByTestId('codigo-formato')).toHaveText(CODIGO_FORMATO_ORDEN);
    await expect(page.getByText(TEXTO_LEGAL_ORDEN_COMPRA[0])).toBeVisible();
    await expect(page.getByText(`${orden.nombre}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$1.900.000' })).toBeVisible();
    // The work centre ("código - nombre") with its ARL risk percentage (risk II: 1,044 %), not only the risk's name.
    await expect(page.getByRole('definition').filter({ hasText: /^\S+ - .+ \(1,044 %\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    // Chromium's print-to-PDF: the print layout hides the menu and the button and keeps the order.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(10_000);
  });

  test('[CONTRATACION] asociaciones: la pantalla lista las órdenes radicadas y busca por documento', async ({
    page,
    entrar,
  }) => {
    await entrar('jefe', '/contratacion/asociaciones');
    await expect(page.getByRole('heading', { name: 'Asociaciones de empleados' })).toBeVisible();
    // The demo has a filed order (La Sabana) with its ERP employee association (other specs may file more).
    await expect(
      page.getByRole('table', { name: 'Asociaciones de empleados' }).getByText(/^EMP-/).first(),
    ).toBeVisible();
    // A malformed document is refused under its field (the procedure's own rule) and the list does not change.
    await page.getByLabel('Documento').fill('1.2');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByLabel('Documento')).toHaveAccessibleDescription(
      /Escriba un número de documento válido/,
    );
    await expect(
      page.getByRole('table', { name: 'Asociaciones de empleados' }).getByText(/^EMP-/).first(),
    ).toBeVisible();
    await page.getByLabel('Documento').fill('0000000');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron órdenes radicadas.')).toBeVisible();
  });

  test('[CONTRATACION] la empresa ve el estado de su orden y cliente2 no ve las órdenes de otra empresa', async ({
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const orden = await fabricas.ordenContratacion();
    const deLaSabana = await apiDe('cliente').contratacion.cliente.misOrdenes.query();
    expect(deLaSabana.find((o) => o.id === orden.ordenId)).toMatchObject({ estadoEtiqueta: 'Guardada' });
    const deCliente2 = await apiDe('cliente2').contratacion.cliente.misOrdenes.query();
    expect(deCliente2.some((o) => o.id === orden.ordenId)).toBe(false);
  });
  test('[CONTRATACION] desde el detalle del pedido: "Campo requerido", se llena y guarda en el formulario, se radica contra el ERP (Enviado, solo lectura), asociación, inducción de nuevo e impresión', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(150_000);
    // A candidate in contracting (state 6) without an order: the row offers to create it.
    const c = await fabricas.ordenContratacion({ guardar: false });
    await entrar('jefe', `/pedido-detail/${c.pedidoId}`);
    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    await candidatos.getByRole('button', { name: 'Orden de contratación' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Crear orden de contratación' })).toBeVisible();
    await expect(modal.getByText(c.nombre, { exact: false }).first()).toBeVisible();

    // Missing required fields: "Campo requerido" on them, and nothing is created.
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText(MENSAJES_CONTRATACION.requerido).first()).toBeVisible();
    await expect(modal.getByLabel('Relación laboral', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      (await apiDe('jefe').contratacion.deCandidato.query({ candidatoPedidoId: c.candidatoPedidoId })).orden,
    ).toBeNull();

    // The form filled through the UI.
    await modal.getByLabel('Persona que autoriza el ingreso', { exact: true }).fill('Camila Torres');
    const fecha = modal.getByLabel('Fecha de ingreso', { exact: true });
    await fecha.fill(fechaEnDias(15));
    await fecha.press('Escape');
    await elegir(page, modal.getByRole('combobox', { name: 'Ciudad de trabajo' }), 'Bogo', /Bogotá/);
    await elegir(
      page,
      modal.getByRole('combobox', { name: 'Cargo' }),
      'Auxiliar de bodega',
      /^Auxiliar de bodega/,
    );
    // The chosen options keep showing their names (the form keeps only the ids).
    await expect(modal.getByRole('combobox', { name: 'Ciudad de trabajo' })).toHaveValue(/^Bogotá/);
    await expect(modal.getByRole('combobox', { name: 'Cargo' })).toHaveValue('Auxiliar de bodega');
    await modal.getByRole('textbox', { name: 'Salario', exact: true }).fill('1900000');
    await modal.getByLabel('Relación laboral', { exact: true }).selectOption({ index: 1 });
    await modal.getByLabel('Tipo de salario', { exact: true }).selectOption({ index: 1 });
    await modal.getByLabel('Riesgo ARL', { exact: true }).selectOption('II');
    const centro = modal.getByLabel('Centro de trabajo', { exact: true });
    await expect(centro.locator('option')).not.toHaveCount(1);
    await centro.selectOption({ index: 1 });
    await modal.getByLabel('Centro de costo (dpto)', { exact: true }).selectOption({ index: 1 });
    // The levels the client's configuration requires, and obra/labor when it shows the mercantile offer.
    for (const nivel of await modal.locator('select[aria-required="true"]').all())
      if ((await nivel.inputValue()) === '') await nivel.selectOption({ index: 1 });
    const obra = modal.getByLabel('Obra o labor', { exact: true });
    if (await obra.count()) await obra.fill('Exhibición de productos en cadenas');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, MENSAJES_CONTRATACION.guardada).first()).toBeVisible();
    await expect(modal.getByRole('heading', { name: /^Orden de contratación N\.º \d+$/ })).toBeVisible();
    const vista = await apiDe('jefe').contratacion.deCandidato.query({
      candidatoPedidoId: c.candidatoPedidoId,
    });
    const ordenId = vista.orden!.id;
    expect(vista.orden).toMatchObject({
      estado: 'guardada',
      radicado: false,
      campos: { personaAutorizaIngreso: 'Camila Torres', salario: 1_900_000, riesgoArl: 'II' },
    });

    // Filing: the outbox worker calls the fake ERP; the open modal follows the call from Pendiente to Enviado.
    await modal.getByRole('button', { name: 'Radicar Orden' }).click();
    await page
      .getByRole('dialog', { name: 'Radicar orden' })
      .getByRole('button', { name: 'Radicar' })
      .click();
    await expect(enPantalla(page, MENSAJES_CONTRATACION.radicacionEncolada).first()).toBeVisible();
    const envios = modal.getByRole('region', { name: 'Envíos al sistema de nómina' });
    await expect(envios.getByRole('listitem').filter({ hasText: 'Radicación (contrato)' })).toContainText(
      'Enviado',
      { timeout: 20_000 },
    );
    await expect(modal.getByRole('button', { name: 'Radicar Orden' })).toHaveCount(0);
    // Filed: the contract fields are read-only, the observations stay editable.
    await expect(modal.getByRole('textbox', { name: 'Salario', exact: true })).toBeDisabled();
    await expect(modal.getByRole('combobox', { name: 'Cargo' })).toBeDisabled();
    await expect(modal.getByLabel('Observaciones', { exact: true })).toBeEnabled();
    const radicada = await apiDe('jefe').contratacion.obtener.query({ id: ordenId });
    expect(radicada).toMatchObject({ radicado: true, estado: 'radicada' });

    // "Enviar de nuevo inducción" (filed, order in stage 3): a second induction call, delivered to the fake ERP.
    const inducciones = envios.getByRole('listitem').filter({ hasText: 'Inducción' });
    await expect(inducciones).toHaveCount(1);
    await expect(inducciones.first()).toContainText('Enviado', { timeout: 20_000 });
    await modal.getByRole('button', { name: 'Enviar de nuevo inducción' }).click();
    await expect(enPantalla(page, MENSAJES_CONTRATACION.induccionEncolada).first()).toBeVisible();
    await expect(inducciones).toHaveCount(2);
    for (const induccion of await inducciones.all())
      await expect(induccion).toContainText('Enviado', { timeout: 20_000 });

    // The association button: the associations screen filtered on this person, with the ERP employee code.
    await expect(modal.getByRole('link', { name: 'Imprimir' })).toHaveAttribute(
      'href',
      `/contratacion/orden/${ordenId}/imprimir`,
    );
    await modal.getByRole('link', { name: 'Ver asociación' }).click();
    await expect(page).toHaveURL(/\/contratacion\/asociaciones\?candidato=\d+$/);
    const tabla = page.getByRole('table', { name: 'Asociaciones de empleados' });
    await expect(tabla.getByTestId(`asociacion-${c.documento}`)).toContainText(`EMP-${c.documento}`);
    await expect(tabla.getByTestId(/^asociacion-/)).toHaveCount(1);

    // The print page of the filed order.
    await page.goto(`/contratacion/orden/${ordenId}/imprimir`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `Orden de contratación N.º ${radicada.consecutivo}`,
    );
    await expect(page.getByTestId('codigo-formato')).toHaveText(CODIGO_FORMATO_ORDEN);
    await expect(page.getByText('Camila Torres')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    expect((await page.pdf({ format: 'Letter' })).subarray(0, 4).toString()).toBe('%PDF');
  });
});
