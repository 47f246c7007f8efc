import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { MENSAJES_CONTRATACION } from '@talento/rules';
import { aviso } from '../support/avisos';
import { expect, test } from '../support/fixtures';

/**
 * A failed ERP call of a hiring order reaches someone: "Mis pendientes" of the order's owner lists it, its link opens
 * the queue /contratacion/ordenes with the order's modal, and the queue filters it, shows the error and exports it.
 */
test.describe('[CONTRATACION] cola de órdenes de contratación', () => {
  test('[CONTRATACION] una radicación con error aparece en Mis pendientes de quien creó la orden y en la cola, que abre el modal, filtra y exporta', async ({
    page,
    entrar,
    fabricas,
    base,
  }) => {
    test.setTimeout(120_000);
    const orden = await fabricas.ordenContratacion();
    const ordenId = orden.ordenId!;
    // The ERP's final refusal of the filing, as the outbox worker leaves it (Error with the ERP's message).
    const motivo = `Contrato rechazado ${orden.documento}`;
    await base.query(
      `insert into mensaje_saliente (tipo, destino, payload, estado, intentos, referencia, ultimo_error, creado_en)
       values ('erp', 'radicacion', $1::jsonb, 2, 1, $2, $3, now())`,
      [JSON.stringify({ operacion: 'radicacion', ordenId }), `orden_contratacion:${ordenId}`, motivo],
    );

    // "Mis pendientes" of the order's creator (the factory's user).
    await entrar('jefe', '/');
    const pendientes = page.getByRole('region', { name: /^Órdenes de contratación con error/ });
    const fila = pendientes.getByRole('listitem').filter({ hasText: orden.nombre });
    await expect(fila).toContainText(motivo);
    await fila.getByRole('link', { name: new RegExp(`Orden N\\.º \\d+ · ${orden.nombre}`) }).click();
    await expect(page).toHaveURL(/\/contratacion\/ordenes\?abrir=\d+$/);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: /^Orden de contratación N\.º \d+$/ })).toBeVisible();
    const envios = modal.getByRole('region', { name: 'Envíos al sistema de nómina' });
    await expect(envios.getByRole('listitem').filter({ hasText: 'Radicación (contrato)' })).toContainText(
      `${motivo}. ${MENSAJES_CONTRATACION.erpGenerico}`,
    );
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contratacion\/ordenes$/);

    // The queue: filtered by ERP state Error, the row shows the order, its state and the ERP's message.
    await expect(page.getByRole('heading', { level: 1, name: 'Órdenes de contratación' })).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'Menú principal' })
        .getByRole('region', { name: 'Contratación' })
        .getByRole('link', { name: 'Órdenes de contratación' }),
    ).toBeVisible();
    await page.getByLabel('Envío al ERP').selectOption({ label: 'Error' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    const tabla = page.getByRole('table', { name: 'Órdenes de contratación' });
    const enCola = tabla.getByTestId(`orden-${orden.documento}`);
    await expect(enCola).toContainText('Guardada');
    await expect(enCola).toContainText('Radicación (contrato)');
    await expect(enCola).toContainText(motivo);
    await expect(tabla.getByRole('row').filter({ hasText: 'Sin envíos' })).toHaveCount(0);

    // The row opens the modal too.
    await enCola.getByRole('button', { name: `Abrir orden de ${orden.nombre}` }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: /^Orden de contratación N\.º/ }),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();

    // Export: every filtered row, with the list's columns, as XLSX.
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^ordenes-de-contratacion-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const contenido = await readFile(await archivo.path());
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(
      contenido.buffer.slice(contenido.byteOffset, contenido.byteOffset + contenido.byteLength),
    );
    const filas: string[][] = [];
    libro.worksheets[0]!.eachRow((r) => {
      const textos: string[] = [];
      r.eachCell({ includeEmpty: true }, (c) => textos.push(c.text));
      filas.push(textos);
    });
    expect(filas[0]).toEqual([
      'Persona',
      'Documento',
      'Cliente',
      'Pedido',
      'Orden',
      'Cargo',
      'Fecha de ingreso',
      'Estado',
      'Último envío al ERP',
    ]);
    const exportada = filas.find((f) => f[1] === orden.documento) ?? [];
    expect(exportada[7]).toBe('Guardada');
    expect(exportada[8]).toContain('Radicación (contrato): Error');
    expect(exportada[8]).toContain(motivo);
  });

  test('[CONTRATACION] el modal de la orden: valida lo que exige el cliente desde el primer Guardar, cerrar un aviso no lo cierra, Radicar pide confirmación, dice "Radicada el … por …" e inducción de nuevo en estado 8', async ({
    page,
    entrar,
    fabricas,
    apiDe,
    base,
  }) => {
    test.setTimeout(150_000);
    // First "Guardar" of a new order: the client's required levels and "Obra o labor" are flagged at once.
    const nueva = await fabricas.ordenContratacion({ guardar: false });
    const { reglas } = await apiDe('jefe').contratacion.deCandidato.query({
      candidatoPedidoId: nueva.candidatoPedidoId,
    });
    expect(reglas.nivelesRequeridos.length + (reglas.ofertaMercantil ? 1 : 0)).toBeGreaterThan(0);
    await entrar('jefe', `/contratacion/ordenes?abrir=${nueva.candidatoPedidoId}`);
    let modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Crear orden de contratación' })).toBeVisible();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    for (const n of reglas.nivelesRequeridos)
      await expect(modal.getByLabel(new RegExp(`^Nivel ${n}:`))).toHaveAttribute('aria-invalid', 'true');
    if (reglas.ofertaMercantil)
      await expect(modal.getByLabel('Obra o labor', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const orden = await fabricas.ordenContratacion();
    await page.goto(`/contratacion/ordenes?abrir=${orden.candidatoPedidoId}`);
    modal = page.getByRole('dialog', { name: /^Orden de contratación N\.º \d+$/ });
    const observaciones = modal.getByLabel('Observaciones', { exact: true });
    await observaciones.fill('Llega con dotación');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, MENSAJES_CONTRATACION.guardada)).toBeVisible();
    // An unsaved edit, then the toast is dismissed: the modal stays open with the edit.
    await observaciones.fill('Llega con dotación y carné');
    await aviso(page, MENSAJES_CONTRATACION.guardada).getByRole('button').click();
    await expect(aviso(page, MENSAJES_CONTRATACION.guardada)).toHaveCount(0);
    // (the dialog element itself has no box: its heading says whether it is on screen)
    await expect(modal.getByRole('heading', { name: /^Orden de contratación N\.º \d+$/ })).toBeVisible();
    await expect(observaciones).toHaveValue('Llega con dotación y carné');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByRole('button', { name: 'Radicar Orden' })).toBeEnabled();

    // "Radicar Orden" asks first; "Cancelar" sends nothing.
    await modal.getByRole('button', { name: 'Radicar Orden' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Radicar orden' });
    await expect(confirmar).toContainText('¿Radicar la orden de contratación N.º');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmar).toHaveCount(0);
    expect(
      (await apiDe('jefe').contratacion.obtener.query({ id: orden.ordenId! })).llamadas.filter(
        (l) => l.operacion === 'radicacion',
      ),
    ).toEqual([]);
    await modal.getByRole('button', { name: 'Radicar Orden' }).click();
    await page
      .getByRole('dialog', { name: 'Radicar orden' })
      .getByRole('button', { name: 'Radicar' })
      .click();
    // The fake ERP accepts; the open modal follows the call and then says when and by whom it was filed.
    const radicada = modal.getByText(/^Radicada el \d{2}\/\d{2}\/\d{4} por \S/);
    await expect(radicada).toBeVisible({ timeout: 20_000 });
    const vista = await apiDe('jefe').contratacion.obtener.query({ id: orden.ordenId! });
    expect(vista.radicadoPor).not.toBeNull();
    await expect(radicada).toHaveText(new RegExp(`por ${vista.radicadoPor}$`));
    await modal.getByRole('button', { name: 'Cerrar' }).click();

    // The person shows up at work (state 8): the modal only views the order, and still offers the induction again.
    await base.query('update candidato_pedido set estado_candidato_pedido = 8 where id = $1', [
      orden.candidatoPedidoId,
    ]);
    await page.goto(`/contratacion/ordenes?abrir=${orden.candidatoPedidoId}`);
    modal = page.getByRole('dialog', { name: /^Orden de contratación N\.º \d+$/ });
    await expect(modal.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    // Its selects are disabled and look it (grey text, "not allowed" cursor).
    const relacion = modal.getByLabel('Relación laboral', { exact: true });
    await expect(relacion).toBeDisabled();
    await expect(relacion).toHaveCSS('cursor', 'not-allowed');
    await modal.getByRole('button', { name: 'Enviar de nuevo inducción' }).click();
    await expect(aviso(page, MENSAJES_CONTRATACION.induccionEncolada)).toBeVisible();
  });
});
