import { expect, test } from '../support/fixtures';

test.describe('[CLIENTE] órdenes de contratación: validación y teléfono', () => {
  test('[CLIENTE] el primer envío marca los niveles y la obra o labor que exige la empresa', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const c = await fabricas.ordenContratacion({ guardar: false });
    const { reglas } = await apiDe('jefe').contratacion.deCandidato.query({
      candidatoPedidoId: c.candidatoPedidoId,
    });
    expect(reglas.nivelesRequeridos.length + (reglas.ofertaMercantil ? 1 : 0)).toBeGreaterThan(0);
    await entrar(
      'cliente',
      `/cliente/pedido/${c.pedidoId}/candidato/${c.candidatoPedidoId}/orden-contratacion`,
    );
    await page.getByRole('button', { name: 'Iniciar orden de contratación' }).click();
    await expect(page.getByLabel('Relación laboral', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const n of reglas.nivelesRequeridos)
      await expect(page.getByLabel(new RegExp(`^Nivel ${n}:`))).toHaveAttribute('aria-invalid', 'true');
    if (reglas.ofertaMercantil)
      await expect(page.getByLabel('Obra o labor', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('[CLIENTE] en un teléfono la lista de órdenes muestra el estado de cada orden sin desplazarse de lado', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(120_000);
    const orden = await fabricas.ordenContratacion();
    await page.setViewportSize({ width: 390, height: 844 });
    await entrar('cliente', '/cliente/contratacion/ordenes');
    const fila = page.getByTestId(`orden-${orden.ordenId}`);
    await fila.scrollIntoViewIfNeeded();
    await expect(fila.getByTestId(`estado-orden-${orden.ordenId}`)).toBeInViewport();
    await expect(fila.getByTestId(`estado-orden-${orden.ordenId}`)).toHaveText('Guardada');
  });
});
