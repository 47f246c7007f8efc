import { readFile } from 'node:fs/promises';
import { MENSAJES_CONTRATACION } from '@talento/rules';
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
    await expect(modal).toBeHidden();
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

    // Export: every filtered row, with the list's columns.
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('ordenes-de-contratacion.csv');
    const lineas = (await readFile(await archivo.path(), 'utf8')).slice(1).split('\r\n');
    expect(lineas[0]).toBe(
      'Persona;Documento;Cliente;Pedido;Orden;Cargo;Fecha de ingreso;Estado;Último envío al ERP',
    );
    const linea = lineas.find((l) => l.includes(orden.documento));
    expect(linea).toContain(';Guardada;Radicación (contrato): Error');
    expect(linea).toContain(motivo);
  });
});
