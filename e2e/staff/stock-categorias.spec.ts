import {
  MENSAJES_CANDIDATOS_CATEGORIA as MC,
  MENSAJES_CATEGORIAS_STOCK as MG,
  MENSAJES_CLIENTES_STOCK as MS,
  MENSAJES_HV_RESUMEN,
} from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

test.describe('[STOCK-CATEGORIAS] clientes en stock, categorías y candidatos por categoría', () => {
  test('[STOCK-CATEGORIAS] el jefe agrega un cliente a stock (y ve el rechazo del repetido)', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const cliente = await fabricas.clienteNuevo();
    await entrar('jefe', '/stock/cliente-list');
    await expect(page.getByRole('heading', { name: 'Clientes en stock', level: 1 })).toBeVisible();

    const agregar = async () => {
      await page.getByRole('button', { name: 'Agregar cliente' }).click();
      const modal = page.getByRole('dialog', { name: 'Agregar cliente a stock' });
      await modal.getByLabel('Cliente').fill(cliente.nombre.slice(0, 20));
      await page.getByRole('option', { name: new RegExp(cliente.nombre) }).click();
      await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
      return modal;
    };
    const modal = await agregar();
    await expect(enPantalla(page, MS.agregado)).toBeVisible();
    await expect(modal).toBeHidden();
    await page.getByLabel('Nombre o NIT').fill(cliente.nit);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const fila = page
      .getByRole('table', { name: 'Clientes en stock' })
      .getByRole('row')
      .filter({ hasText: cliente.nombre });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('jefe');

    const otraVez = await agregar();
    await expect(otraVez.getByLabel('Cliente')).toHaveAccessibleDescription(new RegExp(MS.yaEnStock));
    await otraVez.getByRole('button', { name: 'Cancelar' }).click();
    await expect(fila).toHaveCount(1);
  });

  test('[STOCK-CATEGORIAS] crea y edita una categoría, le agrega una persona con pruebas, ve su trazabilidad y la envía a un pedido vigente', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const persona = await fabricas.personaConPruebas({ porcentaje: 85 });
    const pedido = await fabricas.pedido({ estado: 2 });
    const nombre = `Auxiliares de bodega ${persona.documento}`;

    await entrar('jefe', '/stock/categoria-list');
    await expect(page.getByRole('heading', { name: 'Categorías de stock', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    const crear = page.getByRole('dialog', { name: 'Crear categoría' });
    await crear.getByRole('button', { name: 'Guardar' }).click();
    await expect(crear.getByLabel('Nombre')).toHaveAccessibleDescription(new RegExp(MG.campoRequerido));
    await crear.getByLabel('Nombre').fill(nombre);
    await crear.getByLabel('Vigencia (días)').fill('8');
    await crear.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, MG.creada)).toBeVisible();
    const filaCategoria = page
      .getByRole('table', { name: 'Categorías de stock' })
      .getByRole('row')
      .filter({ hasText: nombre });
    await expect(filaCategoria).toContainText('Activo');

    await page.getByRole('button', { name: `Editar ${nombre}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar categoría' });
    await expect(editar.getByLabel('Vigencia (días)')).toHaveValue('8');
    await editar.getByLabel('Vigencia (días)').fill('25');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, MG.actualizada)).toBeVisible();
    await expect(filaCategoria.getByRole('cell').nth(1)).toHaveText('25');

    // Candidates of that category: none yet.
    await page.goto('/stock/categoria');
    await expect(page.getByRole('heading', { name: 'Candidatos por categoría', level: 1 })).toBeVisible();
    await page.getByRole('search').getByLabel('Categoría', { exact: true }).selectOption({ label: nombre });
    const tabla = page.getByRole('table', { name: 'Candidatos por categoría' });
    await expect(tabla).toContainText(MC.sinCandidatos);

    await page.getByRole('button', { name: 'Agregar candidato' }).click();
    const agregar = page.getByRole('dialog', { name: 'Agregar candidato a una categoría' });
    await agregar.getByLabel('Número de documento').fill(persona.documento);
    await agregar.getByLabel('Ciudad').fill('Bogo');
    await page.getByRole('option', { name: /Bogot/ }).first().click();
    await expect(agregar.getByLabel('Categoría', { exact: true })).toHaveValue(/\d+/);
    await agregar.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(enPantalla(page, MC.asociado)).toBeVisible();
    const fila = page.getByTestId(`candidato-categoria-${persona.documento}`);
    await expect(fila).toContainText(persona.nombre);
    await expect(fila).toContainText('85 %');
    await expect(fila).toContainText('DETAC 70');
    await expect(fila).toContainText('(25 días)');

    // Traceability: a person who was in no order yet.
    await fila.getByRole('button', { name: `Trazabilidad de ${persona.nombre}` }).click();
    const traza = page.getByRole('dialog', { name: 'Trazabilidad del candidato' });
    await expect(traza).toContainText(MENSAJES_HV_RESUMEN.sinTrazabilidad);
    await traza.getByRole('button', { name: 'Cerrar' }).click();
    await expect(traza).toBeHidden();

    // Sent to a compatible current order: it leaves the category and joins the order.
    await fila.getByRole('button', { name: `Enviar a pedido: ${persona.nombre}` }).click();
    const enviar = page.getByRole('dialog', { name: `Enviar a ${persona.nombre} a un pedido` });
    await enviar.getByRole('button', { name: `Enviar al pedido ${pedido.id}` }).click();
    await expect(enPantalla(page, MC.enviadoAPedido(pedido.id))).toBeVisible();
    await expect(tabla).toContainText(MC.sinCandidatos);

    await page.goto(`/pedido-detail/${pedido.id}`);
    await expect(
      page.getByRole('region', { name: /^Preseleccionados/ }).getByRole('listitem', { name: persona.nombre }),
    ).toBeVisible();
  });
});
