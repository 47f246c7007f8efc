import { ESTADO_CANDIDATO_PEDIDO, POOL } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { aviso } from '../support/avisos';

test.describe('[HV] la hoja de vida como centro del candidato', () => {
  test('[HV] abierta desde un pedido: vuelve a él, muestra la etapa, mueve al candidato y lleva a cada sección', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedido({ estado: 2 });
    const persona = await fabricas.personaSeleccionable(pedido.id);
    await api.candidatosPedido.agregar.mutate({ pedidoId: pedido.id, candidatoId: persona.id });
    await entrar('jefe', `/pedido-detail/${pedido.id}`);
    await page
      .getByRole('region', { name: /^Preseleccionados/ })
      .getByRole('link', { name: persona.nombre })
      .click();
    await expect(page).toHaveURL(new RegExp(`/hv/${persona.id}\\?pedido_id=${pedido.id}$`));

    const hub = page.getByRole('region', { name: 'Proceso del candidato' });
    await expect(hub.getByRole('link', { name: `← Volver al pedido ${pedido.id}` })).toBeVisible();
    const etapa = hub.getByTestId('etapa-en-pedido');
    await expect(etapa).toContainText(`${POOL.etiqueta(0)} · ${ESTADO_CANDIDATO_PEDIDO.etiqueta(0)}`);
    // The jefe lacks the flags of "Crear cita" (spec 03 §6): the action is not offered to them.
    await expect(hub.getByRole('link', { name: 'Agendar cita' })).toHaveCount(0);

    // The order's move, from the CV: applied with its undo toast, and the stage shown changes.
    await hub.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(aviso(page, 'El candidato ha sido seleccionado')).toBeVisible();
    await expect(etapa).toContainText(POOL.etiqueta(1));
    await expect(hub.getByRole('button', { name: 'Seleccionar' })).toHaveCount(0);

    // Section navigation: the section comes into view below the bar, which stays in sight.
    await hub
      .getByRole('navigation', { name: 'Secciones de la hoja de vida' })
      .getByRole('button', { name: 'Comentarios' })
      .click();
    const comentarios = page.getByRole('region', { name: 'Comentarios', exact: true });
    await expect(comentarios).toBeFocused();
    await expect(comentarios).toBeInViewport();
    const barra = (await hub.boundingBox())!;
    expect(barra.y).toBeGreaterThanOrEqual(0);
    expect((await comentarios.boundingBox())!.y).toBeGreaterThanOrEqual(barra.y + barra.height - 1);

    // Back to the order, where the person now is among the selected.
    await hub.getByRole('link', { name: `← Volver al pedido ${pedido.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${pedido.id}`));
    await expect(
      page.getByRole('region', { name: /^Seleccionados/ }).getByRole('listitem', { name: persona.nombre }),
    ).toBeVisible();
  });

  test('[HV] abierta sin pedido: sin enlace de regreso ni acciones de pedido, con las acciones que el usuario puede', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const persona = await fabricas.personaSeleccionable(pedido.id);
    await entrar('admin', `/hv/${persona.id}`);
    const hub = page.getByRole('region', { name: 'Proceso del candidato' });
    await expect(hub).toContainText(persona.nombre);
    await expect(hub.getByRole('link', { name: /Volver al pedido/ })).toHaveCount(0);
    await expect(hub.getByRole('button', { name: 'Seleccionar' })).toHaveCount(0);
    await expect(hub.getByRole('link', { name: 'Agendar cita' })).toHaveAttribute(
      'href',
      `/create-cita?documento=${persona.documento}`,
    );
    await hub.getByRole('button', { name: 'Agregar a pedido' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Agregar a pedido' })
        .getByRole('heading', { name: 'Agregar a pedido' }),
    ).toBeVisible();
  });
});
