import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { MENSAJES_STOCK_PERFILES as M } from '@talento/rules';
import { enPantalla } from '../support/avisos';
import { expect, test } from '../support/fixtures';

test.describe('[STOCK] stock por cliente y ciudad', () => {
  test('[STOCK] el jefe crea un stock con las metas por defecto, ve su nivel, no puede repetir perfil y ciudad, edita las metas, abre sus candidatos y exporta el reporte', async ({
    page,
    entrar,
    fabricas,
    apiDe,
  }) => {
    test.setTimeout(120_000);
    const par = await fabricas.parStockLibre();
    const api = apiDe('jefe');
    await entrar('jefe', '/stock/cliente');
    await expect(page.getByRole('heading', { name: 'Stock por cliente', level: 1 })).toBeVisible();

    // Filters: the client and the city of the new stock (remembered for the screen).
    const filtros = page.getByRole('search', { name: 'Filtros de stock por cliente' });
    await filtros.getByLabel('Cliente').fill('Saba');
    await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
    await filtros.getByLabel('Ciudad').fill(par.ciudad);
    await page.getByRole('option', { name: new RegExp(`^${par.ciudad}`) }).click();
    const tabla = page.getByRole('table', { name: 'Stock por cliente y ciudad' });
    await expect(tabla.getByText(M.sinStock)).toBeVisible();

    // Create with the default goals (20/10/5).
    const crearStock = async () => {
      await page.getByRole('button', { name: 'Crear stock' }).click();
      const modal = page.getByRole('dialog', { name: 'Crear stock' });
      await modal.getByLabel('Cliente').fill('Saba');
      await page.getByRole('option', { name: /Distribuidora La Sabana/ }).click();
      await modal.getByLabel('Perfil aprobado').selectOption({ label: `${par.perfil} (${par.perfilId})` });
      await modal.getByLabel('Ciudad').fill(par.ciudad);
      await page.getByRole('option', { name: new RegExp(`^${par.ciudad}`) }).click();
      await expect(modal.getByLabel('Nivel alto (meta)')).toHaveValue('20');
      await expect(modal.getByLabel('Nivel medio')).toHaveValue('10');
      await expect(modal.getByLabel('Nivel bajo')).toHaveValue('5');
      await modal.getByRole('button', { name: 'Crear', exact: true }).click();
      return modal;
    };
    const modal = await crearStock();
    await expect(enPantalla(page, M.creado)).toBeVisible();
    await expect(modal).toBeHidden();
    const fila = tabla.getByRole('row').filter({ hasText: par.perfil });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('20 / 10 / 5');
    await expect(fila).toContainText('Muy bajo');
    await expect(fila).toContainText('0 %');
    await expect(fila).toContainText(/recalculado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // The same profile and city again: refused with the spec's message under the city, nothing created.
    const repetido = await crearStock();
    await expect(repetido.getByLabel('Ciudad')).toHaveAccessibleDescription(new RegExp(M.duplicado));
    await repetido.getByRole('button', { name: 'Cancelar' }).click();
    await expect(fila).toHaveCount(1);

    // One person in its pool; the goals edited to 4 (medium and low fill in): 1 of 4 is low, 25 %.
    const [creado] = (
      await api.stockPerfiles.listar.query({ clienteId: par.clienteId, ciudadId: par.ciudadId })
    ).filas;
    const persona = await fabricas.hojaDeVida();
    await fabricas.ponerEnStock(creado!.id, persona.id, 5);
    const nombre = `${par.perfil} en ${par.ciudad}`;
    await page.getByRole('button', { name: `Editar stock de ${nombre}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar stock' });
    await editar.getByLabel('Nivel alto (meta)').fill('4');
    await expect(editar.getByLabel('Nivel medio')).toHaveValue('2');
    await expect(editar.getByLabel('Nivel bajo')).toHaveValue('1');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await expect(enPantalla(page, M.actualizado)).toBeVisible();
    await expect(fila).toContainText('4 / 2 / 1');
    await expect(fila).toContainText('Bajo');
    await expect(fila).toContainText('25 %');

    // The candidates modal: the person, also within the first validity range.
    await page.getByRole('button', { name: `Candidatos de ${nombre}` }).click();
    const candidatos = page.getByRole('dialog', { name: /^Candidatos:/ });
    const pool = candidatos.getByRole('table', { name: 'Candidatos del stock' });
    await expect(pool.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(1);
    await candidatos.getByLabel('Vigencia', { exact: true }).selectOption({ label: '11 a 20 días' });
    await expect(pool.getByText(M.sinCandidatos)).toBeVisible();
    await candidatos.getByLabel('Vigencia', { exact: true }).selectOption({ label: '0 a 10 días' });
    await expect(pool.getByRole('row').filter({ hasText: persona.documento })).toHaveCount(1);
    await candidatos.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(candidatos).toBeHidden();

    // The report (La Sabana only, as filtered): table, chart, and an XLSX with the same rows.
    await page.getByRole('button', { name: 'Ver reporte' }).click();
    const reporte = page.getByRole('table', { name: 'Reporte de stock por cliente y nivel' });
    await expect(reporte.getByRole('row').filter({ hasText: 'Distribuidora La Sabana' })).toHaveCount(1);
    await expect(page.getByTestId('grafico-reporte-stock')).toBeVisible();
    const esperado = await api.stockPerfiles.reporte.query({ clienteId: par.clienteId });
    const descarga = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Reporte de stock por nivel' })
      .getByRole('button', { name: 'Exportar', exact: true })
      .click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^reporte-de-stock-por-nivel-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const contenido = await readFile(await archivo.path());
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(
      contenido.buffer.slice(contenido.byteOffset, contenido.byteOffset + contenido.byteLength),
    );
    const filas: unknown[][] = [];
    libro.worksheets[0]!.eachRow((r) => {
      const valores: unknown[] = [];
      r.eachCell({ includeEmpty: true }, (c) => valores.push(c.value));
      filas.push(valores);
    });
    expect(filas).toEqual([
      ['Cliente', 'Alto', 'Medio', 'Bajo', 'Muy bajo', 'Total'],
      ...esperado.map((r) => [r.cliente, r.alto, r.medio, r.bajo, r.muyBajo, r.total]),
    ]);
    expect(esperado).toHaveLength(1);
  });
});
