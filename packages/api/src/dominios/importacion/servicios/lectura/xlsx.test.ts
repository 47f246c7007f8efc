/**
 * An upload's workbook written by exceljs (its sheets before `xl/sharedStrings.xml` in the zip) is read in memory with
 * each sheet's name and every text. exceljs's streaming reader, used before for uploads, sometimes lost the shared
 * strings of such a file under load and gave empty cells (importacion.test.ts failed so in two full runs); the race does
 * not show on a quiet machine, so this checks what the in-memory reader returns, not the race itself.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { filasDeBytes, type FilaLeida } from './index';

async function libroDePrueba(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  for (const nombre of ['candidatos', 'experiencias', 'estudios']) {
    const hoja = libro.addWorksheet(nombre);
    hoja.addRow(['numero_documento', 'nombre1', 'ciudad']);
    hoja.addRow(['1020304050', `María de ${nombre}`, 'Bogotá']);
    hoja.addRow([3001234567, 'José', { formula: 'HYPERLINK("http://x.co","Calle 1")' }]);
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function leer(bytes: Buffer): Promise<FilaLeida[]> {
  const filas: FilaLeida[] = [];
  for await (const f of filasDeBytes(bytes, 'libro.xlsx')) filas.push(f);
  return filas;
}

describe('filasDeBytes (xlsx)', () => {
  it('lee cada hoja con su nombre y sus textos; una fórmula llega como su texto', async () => {
    const filas = await leer(await libroDePrueba());
    expect(filas.map((f) => f.hoja)).toEqual(
      ['candidatos', 'experiencias', 'estudios'].flatMap((h) => [h, h, h]),
    );
    expect(filas.filter((f) => f.hoja === 'experiencias')).toEqual([
      { hoja: 'experiencias', numero: 1, celdas: ['numero_documento', 'nombre1', 'ciudad'] },
      { hoja: 'experiencias', numero: 2, celdas: ['1020304050', 'María de experiencias', 'Bogotá'] },
      {
        hoja: 'experiencias',
        numero: 3,
        celdas: ['3001234567', 'José', '=HYPERLINK("http://x.co","Calle 1")'],
      },
    ]);
  });
});
