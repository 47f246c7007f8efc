import { expect, test } from '../support/fixtures';
import { abrirOpcionHv } from '../support/hv';

const abrirOpcion = abrirOpcionHv;

test.describe('[PEDIDOS] personas liberadas al cerrar, liberar y la puerta del FAC', () => {
  test.beforeEach(async ({ entrar }) => {
    await entrar('jefe');
  });

  test('[PEDIDOS] cancelar un pedido con una persona en proceso la libera y puede agregarse a otro pedido', async ({
    page,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const pedido = await fabricas.pedidoEnSeleccion();
    // Another open order of the same profile and city, which the freed person can join afterwards.
    await fabricas.pedido({ estado: 2 });
    const {
      persona: { id: persona },
    } = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });

    await page.goto(`/pedido-cancel/${pedido.id}`);
    await page.getByLabel('Causa de cancelación').selectOption({ index: 1 });
    await page.getByLabel('Razón de la cancelación').fill('El cliente ya no necesita la vacante.');
    await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await page
      .getByRole('dialog', { name: 'Cancelar pedido' })
      .getByRole('button', { name: 'Cancelar pedido' })
      .click();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Cancelado');

    // The CV shows the person free, and "Agregar a pedido" works (before: "Este candidato ya se encuentra en proceso con un pedido.").
    await page.goto(`/hv/${persona}`);
    await abrirOpcion(page, 'Agregar a pedido');
    const modal = page.getByRole('dialog', { name: 'Agregar a pedido' });
    await expect(modal.getByText('Este candidato ya se encuentra en proceso con un pedido.')).toHaveCount(0);
    await modal.getByRole('radio').first().check();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText('Candidato agregado exitosamente')).toBeVisible();
  });

  test('[PEDIDOS] liberar desde la hoja de vida pide confirmación y el pedido deja de ofrecer acciones', async ({
    page,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const enPedido = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    const persona = enPedido.persona.id;
    const fila = { nombre: enPedido.persona.nombre };

    await page.goto(`/pedido-detail/${pedido.id}`);
    const pre = page.getByRole('region', { name: /^Preseleccionados/ });
    await expect(
      pre.getByRole('listitem', { name: fila.nombre }).getByRole('button', { name: 'Seleccionar' }),
    ).toBeVisible();

    await page.goto(`/hv/${persona}`);
    await abrirOpcion(page, 'Liberar candidato');
    await expect(page.getByRole('dialog')).toContainText(
      'Recuerda que cuando liberas al candidato del pedido actual, no podrás seguir realizándole gestión para este pedido',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Liberar candidato' }).click();
    await expect(page.getByText('Candidato liberado: ahora está disponible.')).toBeVisible();

    await page.goto(`/pedido-detail/${pedido.id}`);
    await expect(pre).toBeVisible();
    await expect(pre.getByRole('listitem', { name: fila.nombre })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Registro de acciones' }).getByRole('listitem').first(),
    ).toContainText(fila.nombre);
  });

  test('[PEDIDOS] sin grupo de preguntas filtro el detalle no ofrece gestionar candidatos', async ({
    page,
    fabricas,
    apiDe,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2, fac: false });
    await page.goto(`/pedido-detail/${pedido.id}`);
    await expect(
      page.getByText('Para gestionar el pedido debe estar definido el Grupo de preguntas filtro'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Preseleccionados/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar candidato' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enviar a cliente' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Seleccionar' })).toHaveCount(0);
    // The server refuses it too (a crafted call).
    const persona = await fabricas.hojaDeVida();
    await expect(
      apiDe('jefe').candidatosPedido.agregar.mutate({ pedidoId: pedido.id, candidatoId: persona.id }),
    ).rejects.toThrow('Para gestionar el pedido debe estar definido el Grupo de preguntas filtro');
  });

  test('[PEDIDOS] pasar de la etapa 2 a la 3 abre requisitos y contactos y envía a los seleccionados con el cambio', async ({
    page,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    await fabricas.candidatoEnPedido({ pedidoId: pedido.id, seleccionado: true });
    await page.goto(`/pedido-detail/${pedido.id}`);
    await page.getByRole('button', { name: 'Pasar a la siguiente etapa' }).click();
    const modal = page.getByRole('dialog', { name: 'Pasar a la etapa 3: requerimientos y envío al cliente' });
    await expect(modal.getByRole('button', { name: 'Pasar a la etapa 3 y enviar' })).toBeVisible();
    // Without a contact the e-mail requirement refuses, and the order stays in stage 2.
    for (const c of await modal
      .getByRole('group', { name: /Contactos/ })
      .getByRole('checkbox')
      .all())
      await c.uncheck();
    await modal.getByRole('button', { name: 'Pasar a la etapa 3 y enviar' }).click();
    await expect(modal.getByRole('alert')).toContainText(
      'Debe especificar por lo menos un contacto para enviar correo.',
    );
    await expect(page.getByTestId('estado-pedido')).toHaveText('Preselección');
    await modal
      .getByRole('group', { name: /Contactos/ })
      .getByRole('checkbox')
      .first()
      .check();
    await modal.getByRole('button', { name: 'Pasar a la etapa 3 y enviar' }).click();
    await expect(page.getByText('Se pasó el pedido a la etapa 3')).toBeVisible();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Selección');
    // Nobody selected is left to send: the selected ones are now in the "Enviado a cliente" group.
    await expect(page.getByRole('region', { name: 'Seleccionados (0)', exact: true })).toBeVisible();
    const enviados = page.getByRole('region', { name: /^Enviado a cliente \(\d+\)$/ });
    await expect(enviados.getByTestId('estado-candidato').first()).toHaveText('Enviado a cliente');
    await expect(
      enviados.getByTestId('estado-candidato').filter({ hasNotText: 'Enviado a cliente' }),
    ).toHaveCount(0);
  });

  test('[PEDIDOS] "No aprueba entrevista" abre el formulario de descarte con motivo, acción y veto', async ({
    page,
    fabricas,
    apiDe,
  }) => {
    const api = apiDe('jefe');
    const pedido = await fabricas.pedidoEnSeleccion();
    const [enviado] = pedido.enviados;
    // Moving the order to stage 3 changed its candidates' versions: read the current one.
    const { seleccionados } = await api.candidatosPedido.listar.query({ pedidoId: pedido.id });
    let { version } = seleccionados.find((c) => c.id === enviado!.id)!;
    const manana = new Date(Date.now() + 86_400_000);
    for (const paso of [{ accion: 'validar' }, { accion: 'agendarEntrevista', fecha: manana }] as const) {
      ({ version } = await api.candidatosPedido.cambiarEstado.mutate({ id: enviado!.id, version, ...paso }));
    }
    const objetivo = { pedido: pedido.id, nombre: enviado!.persona.nombre };
    await page.goto(`/pedido-detail/${objetivo.pedido}`);
    await expect(
      page
        .getByRole('region', { name: /^En entrevista con cliente \(/ })
        .getByRole('listitem', { name: objetivo.nombre }),
    ).toBeVisible();
    const fila = page
      .getByRole('region', { name: 'Candidatos del pedido' })
      .getByRole('listitem', { name: objetivo.nombre });
    await fila.getByRole('button', { name: 'No aprueba entrevista' }).click();
    const modal = page.getByRole('dialog', { name: `No aprueba entrevista: ${objetivo.nombre}` });
    await modal.getByRole('button', { name: 'No aprueba entrevista' }).click();
    await expect(modal.getByText('Debe seleccionar el motivo de rechazo')).toBeVisible();
    await modal.getByLabel('Motivo de rechazo').selectOption({ index: 1 });
    await modal.getByLabel('Ninguna').check();
    await modal.getByLabel(/Vetar candidato/).check();
    await modal.getByRole('button', { name: 'No aprueba entrevista' }).click();
    await expect(page.getByText('El candidato no aprobó la entrevista')).toBeVisible();
    await expect(fila.getByTestId('estado-candidato')).toHaveText('No aprueba entrevista');
  });
});
