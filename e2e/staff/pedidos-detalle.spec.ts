import { expect, test } from '../support/fixtures';

test.describe('[PEDIDOS] detalle y cancelación', () => {
  test('[PEDIDOS] el jefe abre un pedido en etapa 3, comenta visible al cliente y lo ve en la lista y en el registro', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const p = await fabricas.pedidoEnSeleccion();
    await entrar('jefe', `/pedido-detail/${p.id}`);
    await expect(page.getByTestId('estado-pedido')).toHaveText('Selección');
    await expect(page.getByRole('list', { name: 'Etapas' }).locator('[aria-current="step"]')).toContainText(
      'Selección',
    );
    await expect(page.getByRole('button', { name: 'Pasar a la siguiente etapa' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar', exact: true })).toBeVisible();
    await expect(page.getByTestId('conteo-seleccionados')).not.toHaveText('0');
    await expect(
      page.getByText('Para gestionar el pedido debe estar definido el Grupo de preguntas filtro'),
    ).toHaveCount(0);

    const comentarios = page.getByRole('region', { name: 'Comentarios' });
    await comentarios.getByRole('button', { name: 'Enviar' }).click();
    await expect(comentarios.getByText('Debes escribir el comentario')).toBeVisible();

    const texto = `Candidatos confirmados para entrevista ${Date.now()}`;
    await comentarios.getByRole('textbox', { name: 'Comentario' }).fill(texto);
    await comentarios.getByLabel('Visible por el cliente').check();
    await comentarios.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Comentario agregado exitosamente')).toBeVisible();
    const primero = comentarios
      .getByRole('list', { name: 'Lista de comentarios' })
      .getByRole('listitem')
      .first();
    await expect(primero).toContainText(texto);
    await expect(primero).toContainText('Juliana Restrepo Gómez');
    await expect(primero).toContainText('Visible por el cliente');
    await expect(primero).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(comentarios.getByRole('textbox', { name: 'Comentario' })).toHaveValue('');

    const registro = page.getByRole('region', { name: 'Registro de acciones' }).getByRole('listitem').first();
    await expect(registro).toContainText('Nuevo comentario');
    await expect(registro).toContainText('Juliana Restrepo Gómez');
  });

  test('[PEDIDOS] sin FAC el detalle muestra el aviso y el botón para definirlo', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const p = await fabricas.pedido({ estado: 2, fac: false });
    await entrar('jefe', `/pedido-detail/${p.id}`);
    await expect(
      page.getByText('Para gestionar el pedido debe estar definido el Grupo de preguntas filtro'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Definir preguntas filtro' }).click();
    await expect(page).toHaveURL(new RegExp(`/pedidos-edit/${p.id}/fac$`));
    await expect(
      page.getByRole('heading', { name: new RegExp(`Preguntas filtro del pedido ${p.id}`) }),
    ).toBeVisible();
  });

  test('[PEDIDOS] el jefe cancela un pedido con archivo de evidencia y ve el estado Cancelado con su causa', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const p = await fabricas.pedido({ estado: 2 });
    await entrar('jefe', `/pedido-detail/${p.id}`);
    await page.getByRole('link', { name: 'Cancelar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pedido-cancel/${p.id}$`));

    await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await expect(page.getByText('Debes escribir una razón').first()).toBeVisible();

    await page
      .getByLabel('Causa de cancelación')
      .selectOption({ label: 'Aplazamiento por parte del cliente' });
    await page
      .getByLabel('Razón de la cancelación')
      .fill('El cliente aplaza la contratación hasta el próximo mes.');
    await page.getByLabel(/Archivo de evidencia/).setInputFiles({
      name: 'evidencia-cancelacion.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();

    await expect(page).toHaveURL(new RegExp(`/pedido-detail/${p.id}$`));
    await expect(page.getByText('Pedido cancelado').first()).toBeVisible();
    await expect(page.getByTestId('estado-pedido')).toHaveText('Cancelado');
    await page.getByRole('button', { name: 'Mostrar información' }).click();
    await expect(page.getByTestId('causa-cancelacion')).toHaveText('Aplazamiento por parte del cliente');
    await expect(page.getByText('El cliente aplaza la contratación hasta el próximo mes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'evidencia-cancelacion.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancelar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Duplicar' })).toBeVisible();

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'evidencia-cancelacion.pdf' }).click();
    expect((await descarga).suggestedFilename()).toBe('evidencia-cancelacion.pdf');

    await page.goto(`/pedido-cancel/${p.id}`);
    await expect(page.getByTestId('causa-cancelacion')).toHaveText('Aplazamiento por parte del cliente');
    await expect(page.getByRole('button', { name: 'Cancelar Pedido' })).toHaveCount(0);
  });

  test('[PEDIDOS] un pedido terminado muestra "Pedido Terminado" y no ofrece cancelar', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const p = await fabricas.pedidoTerminado();
    await entrar('jefe', `/pedido-cancel/${p.id}`);
    await expect(page.getByRole('status')).toHaveText('Pedido Terminado');
    await expect(page.getByRole('button', { name: 'Cancelar Pedido' })).toHaveCount(0);
  });

  test('[PEDIDOS] el reclutador no ve "Cancelar" y /pedido-cancel lo devuelve al inicio con el mensaje de permisos', async ({
    page,
    entrar,
    fabricas,
  }) => {
    // An order of a client the recruiter serves (La Sabana, the factories' default).
    const p = await fabricas.pedidoEnSeleccion();
    await entrar('reclutador', `/pedido-detail/${p.id}`);
    await expect(page.getByTestId('estado-pedido')).toHaveText('Selección');
    await expect(page.getByRole('link', { name: 'Cancelar', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pasar a la siguiente etapa' })).toHaveCount(0);

    await page.goto(`/pedido-cancel/${p.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Usted no posee permisos' })).toHaveText(
      'Usted no posee permisos para ingresar a esta sección',
    );
  });

  test('[PEDIDOS] el detalle muestra primero los candidatos, agrupados por estado y con enlace a la HV; la información se pliega y se recuerda', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const p = await fabricas.pedidoEnSeleccion({ enviados: 2 });
    const seleccionado = await fabricas.candidatoEnPedido({ pedidoId: p.id, seleccionado: true });
    await entrar('jefe', `/pedido-detail/${p.id}`);
    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    const informacion = page.getByRole('region', { name: 'Información del pedido' });
    await expect(candidatos.getByRole('region', { name: 'Preseleccionados (0)' })).toBeVisible();
    await expect(
      candidatos
        .getByRole('region', { name: 'Seleccionados (1)', exact: true })
        .getByRole('listitem', { name: seleccionado.persona.nombre }),
    ).toBeVisible();
    const enviados = candidatos.getByRole('region', { name: 'Enviado a cliente (2)' });
    await expect(enviados.getByRole('listitem')).toHaveCount(2);
    const primero = p.enviados[0]!.persona;
    await expect(enviados.getByRole('link', { name: primero.nombre })).toHaveAttribute(
      'href',
      `/hv/${primero.id}?pedido_id=${p.id}`,
    );
    // Candidates come before the order's fields on the page.
    const [arribaCandidatos, arribaInformacion] = [
      (await candidatos.boundingBox())!.y,
      (await informacion.boundingBox())!.y,
    ];
    expect(arribaCandidatos).toBeLessThan(arribaInformacion);

    // The 36 fields are folded until asked for, and the choice is remembered.
    const alternar = informacion.getByRole('button', { name: 'Mostrar información' });
    await expect(alternar).toHaveAttribute('aria-expanded', 'false');
    await expect(informacion.getByText('Fecha de solicitud')).toBeHidden();
    await alternar.click();
    await expect(informacion.getByRole('button', { name: 'Ocultar información' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(informacion.getByText('Fecha de solicitud')).toBeVisible();
    await page.reload();
    await expect(informacion.getByText('Fecha de solicitud')).toBeVisible();
  });
});
