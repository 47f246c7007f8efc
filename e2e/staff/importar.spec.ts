import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { MENSAJES_IMPORTACION } from '@talento/rules';
import { aviso } from '../support/avisos';
import { unico } from '../support/fabricas/unico';
import { expect, test } from '../support/fixtures';

/** Clicks `boton` and reads the downloaded workbook. */
async function descargar(page: Page, boton: string) {
  const [descarga]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: boton }).click(),
  ]);
  const contenido = await readFile(await descarga.path());
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(
    contenido.buffer.slice(contenido.byteOffset, contenido.byteOffset + contenido.byteLength),
  );
  return { libro, nombre: descarga.suggestedFilename() };
}

async function revisar(page: Page, ruta: string) {
  await page.getByLabel('Archivo (CSV o XLSX, máximo 10 MB)').setInputFiles(ruta);
  await page.getByRole('button', { name: 'Revisar archivo' }).click();
  return page.getByTestId('resumen-lote');
}

/**
 * Issue 36 «Done when»: the template filled with valid and invalid rows; the dry run shows the counts and the rejects
 * file, the commit (a background job, its progress in the list) creates exactly the valid rows, a second import of
 * the same file changes nothing, and undo (confirmed) removes the batch.
 */
test.describe('[IMPORTAR] importación desde la plantilla', () => {
  test.use({ usuario: 'admin' });

  test('revisar, importar, reimportar sin cambios y deshacer', async ({ page, base }, info) => {
    test.setTimeout(120_000);
    await page.goto('/administracion/importar');
    await expect(page.getByRole('heading', { name: 'Importar datos', level: 1 })).toBeVisible();

    const { libro, nombre } = await descargar(page, 'Descargar plantilla');
    expect(nombre).toBe('plantilla-importacion.xlsx');
    const [uno, dos] = [unico(), unico()];
    const candidatos = libro.getWorksheet('candidatos')!;
    candidatos.getRow(2).getCell(2).value = uno;
    candidatos.getRow(2).getCell(7).value = `importada.${uno}@correo.com`;
    const ejemplo = (candidatos.getRow(2).values as ExcelJS.CellValue[]).slice(1);
    candidatos.addRow(
      ejemplo.map((v, i) =>
        i === 1 ? dos : i === 6 ? `importado.${dos}@correo.com` : i === 2 ? 'Jacinto' : v,
      ),
    );
    candidatos.addRow(ejemplo.map((v, i) => (i === 1 ? unico() : i === 6 ? 'esto-no-es-un-correo' : v)));
    libro.getWorksheet('experiencias')!.getRow(2).getCell(1).value = uno;
    for (const hoja of ['estudios', 'clientes', 'contactos']) libro.getWorksheet(hoja)!.spliceRows(2, 1);
    const ruta = info.outputPath('importar.xlsx');
    await writeFile(ruta, Buffer.from(await libro.xlsx.writeBuffer()));

    // Dry run: counts, nothing written, the rejects file with the reason.
    const resumen = await revisar(page, ruta);
    await expect(resumen.getByText('Nuevas', { exact: true }).locator('..')).toHaveText('Nuevas3');
    await expect(resumen.getByText('Rechazadas', { exact: true }).locator('..')).toHaveText('Rechazadas1');
    const creados = async () =>
      (
        await base.query<{ n: number }>(
          'select count(*)::int as n from candidato where numero_documento = any($1::text[])',
          [[uno, dos]],
        )
      ).rows[0]!.n;
    expect(await creados()).toBe(0);
    const rechazos = await descargar(page, 'Descargar filas rechazadas (XLSX)');
    const hoja = rechazos.libro.getWorksheet('Candidatos')!;
    const motivos: string[] = [];
    hoja.eachRow((r, i) => {
      if (i > 1) motivos.push(r.getCell(hoja.columnCount).text);
    });
    expect(motivos).toContain('email: El correo no es válido');

    // Commit: queued, applied by the job; the list shows its progress until it ends.
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();
    await expect(aviso(page, MENSAJES_IMPORTACION.confirmado)).toBeVisible();
    const lote = page.getByRole('table', { name: 'Lotes importados' }).getByRole('row').nth(1);
    await expect(lote).toContainText('Terminado', { timeout: 30_000 });
    await expect(lote).toContainText('3 de 3 filas');
    expect(await creados()).toBe(2);

    // The same file again: nothing new, nothing to import.
    const otra = await revisar(page, ruta);
    await expect(otra.getByText('Sin cambios', { exact: true }).locator('..')).toHaveText('Sin cambios3');
    await expect(otra.getByText('Nuevas', { exact: true }).locator('..')).toHaveText('Nuevas0');
    await expect(otra.getByRole('button', { name: 'Importar 0 filas' })).toBeDisabled();
    await otra.getByRole('button', { name: 'Descartar' }).click();
    await expect(otra).toHaveCount(0);

    // Undo, after confirming: the batch's records are gone.
    await lote.getByRole('button', { name: /Deshacer el lote/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deshacer el lote' }).click();
    await expect(lote).toContainText('Deshecho');
    expect(await creados()).toBe(0);
  });
});
