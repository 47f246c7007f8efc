import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

/** Clicks "Exportar" and reads the downloaded XLSX back: its file name and the rows of its one sheet, as values. */
async function exportar(page: Page) {
  const [descarga]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar', exact: true }).click(),
  ]);
  const contenido = await readFile(await descarga.path());
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(
    contenido.buffer.slice(contenido.byteOffset, contenido.byteOffset + contenido.byteLength),
  );
  const hoja = libro.worksheets[0]!;
  const filas: ExcelJS.Row[] = [];
  hoja.eachRow((r, n) => {
    if (n > 1) filas.push(r);
  });
  return {
    nombre: descarga.suggestedFilename(),
    encabezado: (hoja.getRow(1).values as unknown[]).slice(1),
    filas,
  };
}

test.describe('[EXPORTAR] Exportar de las listas', () => {
  test('[EXPORTAR] citas: el XLSX trae las citas del filtro aplicado, con la entrevista como fecha', async ({
    page,
    entrar,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const apellidos = `Exportar ${unico()}`;
    const una = await fabricas.cita({ apellidos });
    const otra = await fabricas.cita({ apellidos, minutos: 120 });
    await entrar('admin', '/dashboard-cita');
    await page.getByLabel('Nombre del candidato').fill(apellidos);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Citas' }).getByRole('row').filter({ hasText: apellidos }),
    ).toHaveCount(2);

    const { nombre, encabezado, filas } = await exportar(page);
    expect(nombre).toMatch(/^citas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(encabezado.slice(0, 5)).toEqual(['Candidato', 'Documento', 'Cliente', 'Encargado', 'Entrevista']);
    expect(filas.map((f) => f.getCell(2).text).sort()).toEqual([una.documento, otra.documento].sort());
    expect(filas.map((f) => f.getCell(1).text).sort()).toEqual([una.nombre, otra.nombre].sort());
    expect(filas[0]!.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(filas[0]!.getCell(5).numFmt).toBe('dd/mm/yyyy hh:mm');
  });

  test('[EXPORTAR] candidatos vetados: el XLSX trae los vetados de la búsqueda aplicada', async ({
    page,
    entrar,
    apiDe,
    fabricas,
  }) => {
    test.setTimeout(90_000);
    const api = apiDe('jefe');
    const [sabana] = await api.catalogos.clientes.query({ texto: 'Distribuidora La Sabana' });
    const personas = [await fabricas.hojaDeVida(), await fabricas.hojaDeVida()];
    for (const p of personas)
      await api.vetados.vetar.mutate({
        numeroDocumento: p.documento,
        clienteId: sabana!.id,
        motivo: 'Exportar',
      });
    await entrar('jefe', '/candidatos/vetados');
    await page.getByLabel('Documento o nombre').fill(personas[0]!.documento);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const tabla = page.getByRole('table', { name: 'Candidatos vetados' });
    await expect(tabla.getByRole('row').filter({ hasText: personas[0]!.documento })).toHaveCount(1);

    const { nombre, encabezado, filas } = await exportar(page);
    expect(nombre).toMatch(/^candidatos-vetados-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(encabezado).toEqual([
      'Documento',
      'Candidato',
      'Cliente',
      'Motivo',
      'Pedido',
      'Vetado por',
      'Fecha',
    ]);
    expect(filas).toHaveLength(1);
    expect(filas[0]!.getCell(1).text).toBe(personas[0]!.documento);
    expect(filas[0]!.getCell(2).text).toBe(personas[0]!.nombre);
    expect(filas[0]!.getCell(3).text).toBe(sabana!.nombre);
    expect(filas[0]!.getCell(7).type).toBe(ExcelJS.ValueType.Date);
  });
});
