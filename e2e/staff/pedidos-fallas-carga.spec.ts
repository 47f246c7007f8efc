import { type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { aviso } from '../support/avisos';
import { fallarProcedimientos } from '../support/fallas';

const GENERICO = 'Ocurrio un error al realizar la acción';

const toasts = aviso;

/** The failure's message is shown once as a toast, and the generic handler stays quiet. */
async function unaSolaVez(page: Page, mensaje: string) {
  await expect(toasts(page, mensaje)).toHaveCount(1);
  // A late second toast (the generic handler, a repeated effect, a retry): the page's timers due within the next
  // 700 ms fire now on its virtual clock (installed before the page loads), instead of the test sleeping.
  await page.clock.runFor(700);
  await expect(toasts(page, mensaje)).toHaveCount(1);
  await expect(toasts(page, GENERICO)).toHaveCount(0);
}

test.describe('[PEDIDOS] fallas de carga del detalle', () => {
  test('[PEDIDOS] si no llegan candidatos, comentarios ni eventos, cada panel dice cuál no se pudo obtener', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { id } = await fabricas.pedidoEnSeleccion();
    await page.clock.install();
    await entrar('jefe');
    const fallas = await fallarProcedimientos(page, [
      'candidatosPedido.listar',
      'pedidos.comentarios',
      'pedidos.eventos',
    ]);
    await page.goto(`/pedido-detail/${id}`);
    await expect(page.getByTestId('estado-pedido')).toHaveText('Selección');

    const comentarios = page.getByRole('region', { name: 'Comentarios' });
    await expect(comentarios.getByTestId('falla-de-carga')).toHaveText(
      'No se pudieron obtener los comentarios del pedido',
    );
    await expect(comentarios.getByText('El pedido no tiene comentarios.')).toHaveCount(0);
    await expect(comentarios.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
    // The form stays usable.
    await expect(comentarios.getByRole('textbox', { name: 'Comentario' })).toBeVisible();

    const registro = page.getByRole('region', { name: 'Registro de acciones' });
    await expect(registro.getByTestId('falla-de-carga')).toHaveText(
      'No se pudieron obtener los eventos del pedido',
    );
    await expect(registro.getByText('El pedido no tiene acciones registradas.')).toHaveCount(0);

    const candidatos = page.getByRole('region', { name: 'Candidatos del pedido' });
    await expect(candidatos.getByTestId('falla-de-carga')).toHaveText(
      'No se pudieron obtener los candidatos del pedido',
    );
    await expect(page.getByRole('region', { name: /^Preseleccionados/ })).toHaveCount(0);

    for (const mensaje of [
      'No se pudieron obtener los comentarios del pedido',
      'No se pudieron obtener los eventos del pedido',
      'No se pudieron obtener los candidatos del pedido',
    ]) {
      await unaSolaVez(page, mensaje);
    }
    expect(fallas.veces('pedidos.comentarios')).toBeGreaterThan(0);

    // Once the server answers again, a reload shows the lists.
    await fallas.quitar();
    await page.reload();
    await expect(comentarios.getByTestId('falla-de-carga')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Preseleccionados/ })).toBeVisible();
    await expect(registro.getByRole('list', { name: 'Lista de acciones' })).toBeVisible();
  });

  test('[PEDIDOS] enviar al cliente: si fallan los requisitos o los contactos la ventana lo dice en vez de quedarse cargando', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { id } = await fabricas.pedidoEnSeleccion();
    await page.clock.install();
    await entrar('jefe');
    const requisitos = await fallarProcedimientos(page, ['candidatosPedido.requisitosEnvio']);
    await page.goto(`/pedido-detail/${id}`);
    const seleccionados = page.getByRole('region', { name: /^Seleccionados/ });
    await seleccionados.getByRole('button', { name: 'Enviar a cliente' }).click();
    let envio = page.getByRole('dialog', { name: 'Requerimientos y envío al cliente' });
    await expect(envio.getByTestId('falla-de-carga')).toHaveText('No se pudieron obtener los requisitos');
    await expect(envio.getByRole('button', { name: 'Enviar', exact: true })).toHaveCount(0);
    await unaSolaVez(page, 'No se pudieron obtener los requisitos');
    await envio.getByRole('button', { name: 'Cerrar' }).click();
    await expect(envio).toBeHidden();
    await requisitos.quitar();

    await fallarProcedimientos(page, ['candidatosPedido.contactosCliente']);
    await page.reload();
    await seleccionados.getByRole('button', { name: 'Enviar a cliente' }).click();
    envio = page.getByRole('dialog', { name: 'Requerimientos y envío al cliente' });
    await expect(envio.getByRole('list', { name: 'Requerimientos visibles' })).toBeVisible();
    await expect(
      envio.getByRole('group', { name: 'Contactos del cliente' }).getByTestId('falla-de-carga'),
    ).toHaveText('No fue posible traer contactos del cliente.');
    await expect(
      envio.getByText('El cliente no tiene contactos. Agregue uno para enviar el correo.'),
    ).toHaveCount(0);
    await unaSolaVez(page, 'No fue posible traer contactos del cliente.');
  });
});
