import { MENSAJES_CITAS, textoLlegadaRegistrada } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

/**
 * Issue 39, point 2: no one-click change that cannot be taken back. A stage move is confirmed naming both stages,
 * "Remover" asks with verbs ("Remover candidato" / "Conservar", red), and reception's check-in has a "Deshacer" toast
 * backed by the server's rule.
 */
test.describe('[DESHACER] confirmaciones con verbos y deshacer', () => {
  test('[DESHACER] pasar de etapa pide confirmación que nombra las dos etapas; quedarse no cambia nada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(90_000);
    const pedido = await fabricas.pedidoEnSeleccion();
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const etapas = page.getByRole('region', { name: 'Etapas del pedido' });
    await etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Pasar a la siguiente etapa' });
    await expect(dialogo).toContainText('El pedido pasará de «Selección» a «Legalización de contrato».');
    await expect(dialogo.getByRole('button')).toHaveText([
      'Quedarse en esta etapa',
      'Pasar a «Legalización de contrato»',
    ]);
    await dialogo.getByRole('button', { name: 'Quedarse en esta etapa' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByTestId('estado-pedido')).toHaveText('Selección');
    expect((await apiDe('jefe').pedidos.detalle.query({ id: pedido.id })).estado).toBe(3);

    await etapas.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
    await dialogo.getByRole('button', { name: 'Pasar a «Legalización de contrato»' }).click();
    await expect(enPantalla(page, 'Se pasó el pedido a la etapa 4')).toBeVisible();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Legalización de contrato');
  });

  test('[DESHACER] de la etapa 2 con seleccionados, el modal de envío nombra el cambio de etapa', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: pedido.id, seleccionado: true });
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    await page.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
    const modal = page.getByRole('dialog', { name: 'Pasar a la etapa 3: requerimientos y envío al cliente' });
    await expect(modal).toContainText(
      'El pedido pasará de «Preselección» a «Selección». Se enviará 1 candidato',
    );
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Preselección');
  });

  test('[DESHACER] remover un candidato pregunta con verbos: "Conservar" lo deja, "Remover candidato" (rojo) lo quita', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(60_000);
    const pedido = await fabricas.pedido({ estado: 2 });
    const candidato = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    const fila = page.getByTestId(`candidato-${candidato.id}`);
    await fila.getByRole('button', { name: 'Remover', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Remover candidato' });
    await expect(dialogo).toContainText('No podrá agregarse de nuevo a este pedido.');
    await expect(dialogo.getByRole('button')).toHaveText(['Conservar', 'Remover candidato']);
    await expect(dialogo.getByRole('button', { name: 'Remover candidato' })).toHaveClass(/bg-red-600/);
    await dialogo.getByRole('button', { name: 'Conservar' }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(fila.getByRole('button', { name: 'Remover', exact: true })).toBeVisible();

    await fila.getByRole('button', { name: 'Remover', exact: true }).click();
    await dialogo.getByRole('button', { name: 'Remover candidato' }).click();
    await expect(
      page.getByTestId(`candidato-${candidato.id}`).getByRole('button', { name: 'Remover' }),
    ).toHaveCount(0);
  });

  test('[DESHACER] recepción: "Llegó" ofrece Deshacer, que deja la cita sin llegada', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(60_000);
    const cita = await fabricas.cita({ apellidos: `Deshacer ${unico()}`, hoy: true });
    await entrar('admin', '/citas/recepcion');
    const fila = page
      .getByRole('table', { name: 'Citas de hoy' })
      .getByRole('row')
      .filter({ hasText: cita.nombre });
    await fila.getByRole('button', { name: `Llegó: ${cita.nombre}` }).click();
    const aviso = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: textoLlegadaRegistrada({ codigo: 'llego' }, cita.nombre) });
    await expect(aviso).toBeVisible();
    await expect(fila.getByRole('cell').nth(7)).toHaveText('Llegó');
    await aviso.getByRole('button', { name: 'Deshacer' }).click();
    await expect(enPantalla(page, MENSAJES_CITAS.llegadaDeshecha)).toBeVisible();
    await expect(fila.getByRole('cell').nth(8)).toHaveText('—');
    await expect(fila.getByRole('button', { name: `Llegó: ${cita.nombre}` })).toBeEnabled();
    const guardada = await apiDe('admin').citas.obtener.query({ id: cita.id });
    expect(guardada.fechaHoraLlegada).toBeNull();
    expect(guardada.estado1?.id ?? null).not.toBe(2);
  });
});
