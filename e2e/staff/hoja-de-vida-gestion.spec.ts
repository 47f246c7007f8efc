import { MENSAJES_NOMINA } from '@talento/rules';
import { expect, test } from '../support/fixtures';
import { abrirOpcionHv as abrirOpcion } from '../support/hv';
import { enPantalla } from '../support/avisos';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('[HV-GESTION] requerimientos y opciones de la hoja de vida', () => {
  test.beforeEach(async ({ entrar }) => {
    await entrar('jefe');
  });

  test('[HV-GESTION] agrega un requerimiento con archivo de evidencia y lo ve listado', async ({
    page,
    fabricas,
  }) => {
    const { id } = await fabricas.hojaDeVida();
    await page.goto(`/hv/${id}`);
    const panel = page.getByRole('region', { name: 'Requerimientos internos' });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Crear tipo de requerimiento' }).click();
    const tipo = page.getByRole('dialog', { name: 'Crear tipo de requerimiento' });
    await tipo.getByLabel('Nombre del requerimiento').fill('Certificado de alturas');
    await tipo.getByRole('button', { name: 'Crear' }).click();
    await expect(
      enPantalla(page, 'Debes llenar ambos campos para crear el requerimiento').first(),
    ).toBeVisible();
    // The message is under the missing field, linked to it, and the field has the focus.
    const dias = tipo.getByLabel('Días de validez');
    await expect(dias).toBeFocused();
    await expect(dias).toHaveAttribute('aria-invalid', 'true');
    await expect(dias).toHaveAccessibleDescription(/Debes llenar ambos campos para crear el requerimiento/);
    await dias.fill('365');
    await tipo.getByRole('button', { name: 'Crear' }).click();
    await expect(enPantalla(page, 'Requerimiento creado')).toBeVisible();

    await panel.getByRole('button', { name: 'Agregar requerimiento' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar requerimiento' });
    await modal
      .getByLabel('Requerimiento', { exact: true })
      .selectOption({ label: 'Certificado de alturas' });
    await modal.getByLabel('Comentario').fill('Curso vigente verificado');
    await modal
      .getByLabel(/Archivos de evidencia/)
      .setInputFiles({ name: 'certificado.pdf', mimeType: 'application/pdf', buffer: PDF });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, 'Requerimiento agregado')).toBeVisible();
    await expect(modal).toBeHidden();

    const fila = panel.getByRole('listitem').filter({ hasText: 'Certificado de alturas' });
    await expect(fila).toContainText('Cumple');
    await expect(fila).toContainText('1 archivo(s)');
    await fila.getByRole('button', { name: 'Certificado de alturas' }).click();
    const detalle = page.getByRole('dialog', { name: 'Certificado de alturas' });
    await expect(detalle.getByRole('button', { name: 'certificado.pdf' })).toBeVisible();
    await expect(detalle).toContainText('Curso vigente verificado');
  });

  test('[HV-GESTION] una prueba exige puntaje y el texto no se puede pegar', async ({ page, fabricas }) => {
    const { id } = await fabricas.hojaDeVida();
    await page.goto(`/hv/${id}`);
    await page.getByRole('button', { name: 'Agregar requerimiento' }).click();
    const modal = page.getByRole('dialog', { name: 'Agregar requerimiento' });
    await modal
      .getByLabel('Requerimiento', { exact: true })
      .selectOption({ label: 'Pruebas digitales (prueba)' });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      enPantalla(page, 'El puntaje es obligatorio cuando el requerimiento es una prueba').first(),
    ).toBeVisible();
    const puntaje = modal.getByLabel('Puntaje (0 a 100)');
    await expect(puntaje).toBeFocused();
    await expect(puntaje).toHaveAttribute('aria-required', 'true');
    await expect(puntaje).toHaveAccessibleDescription(
      /El puntaje es obligatorio cuando el requerimiento es una prueba/,
    );
    // A score is a number in Colombian format: the dot typed becomes the decimal comma.
    await puntaje.fill('87.5');
    await expect(puntaje).toHaveValue('87,5');
    const pegado = await modal.getByLabel(/Concepto final/).evaluate((el) => {
      const e = new Event('paste', { bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(pegado).toBe(true);
  });

  test('[HV-GESTION] editar candidato exige el medio cuando cambian los datos personales', async ({
    page,
    fabricas,
  }) => {
    const { id } = await fabricas.hojaDeVida();
    await page.goto(`/hv/${id}`);
    await abrirOpcion(page, 'Editar candidato');
    const modal = page.getByRole('dialog', { name: 'Editar candidato' });
    const medio = modal.getByLabel('Medio por el cual se enteró del cambio');
    await expect(medio).not.toHaveAttribute('aria-required', 'true');
    await modal.getByLabel('Primer nombre').fill('A');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, 'Formulario invalido.')).toBeVisible();
    // The dialog makes the toast area inert: the message is also read from a live region inside the dialog.
    await expect(modal.getByRole('log', { name: 'Avisos' })).toHaveText('Formulario invalido.');
    await expect(modal.getByLabel('Primer nombre')).toBeFocused();
    await modal.getByLabel('Primer nombre').fill('Valentina');
    await modal.getByLabel('Teléfono o celular').fill('3107654321');
    // A personal field changed: the channel is now required, and marked so before saving.
    await expect(medio).toHaveAttribute('aria-required', 'true');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      enPantalla(modal, 'Cuando se modifica la información debe especificar le medio por el cual se entero'),
    ).toBeVisible();
    await expect(medio).toBeFocused();
    await medio.selectOption({ index: 1 });
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, 'Candidato actualizado correctamente.')).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('[HV-GESTION] liberar y enviar a stock muestran los mensajes de la especificación', async ({
    page,
    fabricas,
  }) => {
    const libre = await fabricas.hojaDeVida();
    await page.goto(`/hv/${libre.id}`);
    await abrirOpcion(page, 'Liberar candidato');
    await page.getByRole('dialog').getByRole('button', { name: 'Liberar candidato' }).click();
    await expect(enPantalla(page, 'El candidato ya esta disponible')).toBeVisible();

    await abrirOpcion(page, 'Enviar a stock');
    const modal = page.getByRole('dialog', { name: 'Enviar a stock' });
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(enPantalla(page, 'Opcion invalida').first()).toBeVisible();
    await expect(modal.getByLabel('A una categoría de stock')).toBeFocused();
    await expect(modal.getByLabel('A una categoría de stock')).toHaveAccessibleDescription(/Opcion invalida/);
    await modal.getByLabel('A una categoría de stock').check();
    await modal.getByLabel('Categoría', { exact: true }).selectOption({ index: 1 });
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(enPantalla(page, 'Debe especificar una ciudad.').first()).toBeVisible();
    await expect(modal.getByLabel('Ciudad', { exact: true })).toBeFocused();
    await modal.getByLabel('A un pedido de stock').check();
    await modal.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      enPantalla(page, 'Debe definir un pedido stock al cual enviar el candidato.').first(),
    ).toBeVisible();
    await modal.getByRole('button', { name: 'Cancelar' }).click();

    const pedido = await fabricas.pedido({ estado: 2 });
    const { persona: ocupado } = await fabricas.candidatoEnPedido({ pedidoId: pedido.id });
    await page.goto(`/hv/${ocupado.id}`);
    await abrirOpcion(page, 'Enviar a stock');
    const otro = page.getByRole('dialog', { name: 'Enviar a stock' });
    await otro.getByLabel('A una categoría de stock').check();
    await otro.getByLabel('Categoría', { exact: true }).selectOption({ index: 1 });
    await otro.getByLabel('Ciudad', { exact: true }).fill('Bogo');
    await page
      .getByRole('option', { name: /Bogotá/ })
      .first()
      .click();
    await otro.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      enPantalla(
        page,
        /El candidato no esta disponible|El candidato ya se encuentra asociado a una categoria\./,
      ),
    ).toBeVisible();
    await otro.getByRole('button', { name: 'Cancelar' }).click();
    await abrirOpcion(page, 'Liberar candidato');
    await page.getByRole('dialog').getByRole('button', { name: 'Liberar candidato' }).click();
    await expect(enPantalla(page, 'Candidato liberado: ahora está disponible.')).toBeVisible();
  });

  // "Sin nómina configurada lo dice" is an API test now (hojas-de-vida/gestion/nomina.test.ts): the e2e server has a fake ERP.
  test('[HV-GESTION] agrega el candidato a un pedido compatible; el envío a nómina queda en cola', async ({
    page,
    fabricas,
  }) => {
    const pedido = await fabricas.pedido({ estado: 2 });
    const { id } = await fabricas.hojaDeVida();
    await page.goto(`/hv/${id}`);
    await abrirOpcion(page, 'Agregar a pedido');
    const modal = page.getByRole('dialog', { name: 'Agregar a pedido' });
    // The list filters 300 ms after typing: wait for the filtered answer, or the list shrinks under the click.
    const filtrada = page.waitForResponse(
      (r) =>
        r.url().includes('hojasDeVida.pedidosCompatibles') &&
        (r.request().postData() ?? '').includes(`"texto":"${pedido.id}"`),
    );
    await modal.getByLabel('Buscar pedido (número, cargo o cliente)').fill(String(pedido.id));
    await filtrada;
    const elegido = modal.getByRole('radio', { name: new RegExp(`Pedido ${pedido.id} ·`) });
    await expect(elegido).toBeVisible();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(enPantalla(page, 'Debes seleccionar un pedido').first()).toBeVisible();
    await expect(
      modal.getByRole('group', { name: 'Pedidos compatibles' }).getByRole('radio').first(),
    ).toBeFocused();
    await elegido.check();
    await modal.getByRole('button', { name: 'Agregar' }).click();
    await expect(enPantalla(page, 'Candidato agregado exitosamente')).toBeVisible();
    await expect(modal).toBeHidden();

    await abrirOpcion(page, 'Enviar HV a nómina');
    await expect(enPantalla(page, MENSAJES_NOMINA.encolado)).toBeVisible();
  });
});
