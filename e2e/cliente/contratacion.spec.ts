import { MENSAJES_CLIENTE_PORTAL, MENSAJES_CONTRATACION } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { fechaEnDias } from '../support/pedidos';

test.describe('[CLIENTE] órdenes de contratación desde el portal de clientes', () => {
  test('[CLIENTE] cliente inicia la orden de un candidato aprobado (sin datos dice "Campo requerido"), la ve en su lista; cliente2 no ve nada de ella', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    paginaDe,
  }) => {
    test.setTimeout(150_000);
    const c = await fabricas.ordenContratacion({ guardar: false });
    const deEsteCandidato = async () =>
      (await apiDe('cliente').contratacion.cliente.misOrdenes.query()).filter(
        (o) => o.pedidoId === c.pedidoId,
      );

    await entrar('cliente', `/cliente/pedido/${c.pedidoId}`);
    await page
      .getByTestId(`candidato-${c.candidatoPedidoId}`)
      .getByRole('link', { name: 'Iniciar orden de contratación' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/cliente/pedido/${c.pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion$`),
    );
    await expect(page.getByRole('heading', { name: 'Iniciar orden de contratación' })).toBeVisible();
    await expect(page.getByText(c.nombre).first()).toBeVisible();

    // Missing required fields: the Spanish message on each, and no order is created.
    const enviar = page.getByRole('button', { name: 'Iniciar orden de contratación' });
    await enviar.click();
    await expect(page.getByText(MENSAJES_CONTRATACION.requerido).first()).toBeVisible();
    await expect(page.getByLabel('Relación laboral', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await deEsteCandidato()).toEqual([]);

    await page.getByLabel('Persona que autoriza el ingreso', { exact: true }).fill('Camila Torres');
    const fecha = page.getByLabel('Fecha de ingreso', { exact: true });
    await fecha.fill(fechaEnDias(20));
    await fecha.press('Escape');
    await page.getByLabel('Salario', { exact: true }).fill('1900000');
    await page.getByLabel('Relación laboral', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Tipo de salario', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Riesgo ARL', { exact: true }).selectOption('II');
    const centro = page.getByLabel('Centro de trabajo', { exact: true });
    await expect(centro.locator('option')).not.toHaveCount(1);
    await centro.selectOption({ index: 1 });
    await page.getByLabel('Centro de costo (dpto)', { exact: true }).selectOption({ index: 1 });
    // The levels La Sabana's configuration requires (if any) are the only ones shown.
    for (const nivel of await page.getByLabel(/^Nivel \d:/).all()) await nivel.selectOption({ index: 1 });
    // La Sabana shows the mercantile offer: obra/labor is required for it.
    const obra = page.getByLabel('Obra o labor', { exact: true });
    if (await obra.count()) await obra.fill('Exhibición de productos');
    await enviar.click();
    await expect(page.getByText(MENSAJES_CONTRATACION.guardada).first()).toBeVisible();
    await expect(page).toHaveURL(/\/cliente\/contratacion\/ordenes$/);

    const [orden] = await deEsteCandidato();
    expect(orden).toMatchObject({ creadoPorCliente: true, estadoEtiqueta: 'Guardada' });
    const tabla = page.getByRole('table', { name: 'Órdenes de contratación' });
    const fila = tabla.getByTestId(`orden-${orden!.id}`);
    await expect(fila).toContainText(c.nombre);
    await expect(fila.getByTestId(`estado-orden-${orden!.id}`)).toHaveText('Guardada');

    // Started once: the candidate's row shows the order's status instead of the start action…
    await page.goto(`/cliente/pedido/${c.pedidoId}`);
    const filaCandidato = page.getByTestId(`candidato-${c.candidatoPedidoId}`);
    await expect(filaCandidato.getByTestId(`orden-candidato-${c.candidatoPedidoId}`)).toHaveText(
      'Orden de contratación: Guardada',
    );
    await expect(filaCandidato.getByRole('link', { name: 'Iniciar orden de contratación' })).toHaveCount(0);
    // …and the page no longer offers the form.
    await page.goto(`/cliente/pedido/${c.pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion`);
    await expect(
      page.getByText('Este candidato ya tiene orden de contratación o no está en contratación.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar orden de contratación' })).toHaveCount(0);

    // cliente2 (another company): not in its list, and the start page does not exist for it.
    const otra = await paginaDe('cliente2', '/cliente/contratacion/ordenes');
    await expect(otra.getByRole('heading', { name: 'Órdenes de contratación' })).toBeVisible();
    await expect(otra.getByRole('table', { name: 'Órdenes de contratación' })).toBeVisible();
    await expect(otra.getByTestId(`orden-${orden!.id}`)).toHaveCount(0);
    await expect(otra.getByText(c.nombre)).toHaveCount(0);
    await otra.goto(`/cliente/pedido/${c.pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion`);
    await expect(otra.getByText(MENSAJES_CLIENTE_PORTAL.candidatoNoEncontrado)).toBeVisible();
  });
});
