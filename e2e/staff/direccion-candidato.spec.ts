import { MENSAJES_CONTRATACION } from '@talento/rules';
import { expect, test } from '../support/fixtures';

test.describe('[CONTRATACION] cambiar la dirección del candidato desde la orden de contratación', () => {
  test('[CONTRATACION] campos faltantes dicen "Campo requerido" y no cambian nada; una dirección urbana completa se guarda y se vuelve a leer', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const c = await fabricas.ordenContratacion({ guardar: false });
    const antes = await apiDe('jefe').contratacion.direccion.query({
      candidatoPedidoId: c.candidatoPedidoId,
    });
    await entrar('jefe', `/pedido-detail/${c.pedidoId}`);
    await page
      .getByRole('region', { name: 'Candidatos del pedido' })
      .getByRole('button', { name: 'Orden de contratación' })
      .click();
    const orden = page.getByRole('dialog', { name: 'Crear orden de contratación' });
    await orden.getByRole('button', { name: 'Cambiar dirección' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar dirección del candidato' });
    const tipo = modal.getByLabel('Tipo de dirección', { exact: true });
    await expect(tipo).toBeVisible();

    // Urban without neighbourhood: the form says which field is missing and the server is not called.
    await tipo.selectOption({ label: 'Urbana' });
    await modal.getByLabel('Dirección', { exact: true }).fill('Calle 10 # 2-30');
    await modal.getByLabel('Barrio', { exact: true }).fill('');
    await modal.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(modal.getByText(MENSAJES_CONTRATACION.requerido)).toHaveCount(1);
    await expect(modal.getByLabel('Barrio', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Rural with no rural address: the same.
    await tipo.selectOption({ label: 'Rural' });
    await modal.getByLabel('Dirección rural', { exact: true }).fill('');
    await modal.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(modal.getByLabel('Dirección rural', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(modal.getByText(MENSAJES_CONTRATACION.requerido).first()).toBeVisible();
    expect(
      await apiDe('jefe').contratacion.direccion.query({ candidatoPedidoId: c.candidatoPedidoId }),
    ).toEqual(antes);

    // A complete urban address is saved, and the modal reads it back when opened again.
    await tipo.selectOption({ label: 'Urbana' });
    await modal.getByLabel('Dirección', { exact: true }).fill('Calle 10 # 2-30');
    await modal.getByLabel('Barrio', { exact: true }).fill('Kennedy');
    await modal.getByLabel('Zona', { exact: true }).fill('Sur');
    await modal.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page.getByText(MENSAJES_CONTRATACION.direccionGuardada).first()).toBeVisible();
    await expect(modal).toHaveCount(0);
    expect(
      await apiDe('jefe').contratacion.direccion.query({ candidatoPedidoId: c.candidatoPedidoId }),
    ).toMatchObject({
      tipoDireccion: 2,
      direccionCadena: 'Calle 10 # 2-30',
      direccionBarrio: 'Kennedy',
      direccionZona: 'Sur',
      direccionRural: null,
    });
    await orden.getByRole('button', { name: 'Cambiar dirección' }).click();
    await expect(modal.getByLabel('Barrio', { exact: true })).toHaveValue('Kennedy');
    await expect(modal.getByLabel('Dirección', { exact: true })).toHaveValue('Calle 10 # 2-30');
  });
});
