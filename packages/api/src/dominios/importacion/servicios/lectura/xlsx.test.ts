/**
 * An upload's workbook written by exceljs (its sheets before `xl/sharedStrings.xml` in the zip) is read in memory with
 * each sheet's name and every text. exceljs's streaming reader, used before for uploads, sometimes lost the shared
 * strings of such a file under load and gave empty cells (importacion.test.ts failed so in two full runs); the race does
 * not show on a quiet machine, so this checks what the in-memory reader returns, not the race itself.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { openPromise } from 'yauzl';
import { MENSAJES_IMPORTACION } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filasDeArchivo, filasDeBytes, type FilaLeida } from './index';
import { ordenarXlsx } from './ordenar-xlsx';

let carpeta: string;
beforeAll(async () => {
  carpeta = await mkdtemp(path.join(os.tmpdir(), 'talento-xlsx-prueba-'));
});
afterAll(async () => {
  await rm(carpeta, { recursive: true, force: true });
});

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

async function todas(filas: AsyncIterable<FilaLeida>): Promise<FilaLeida[]> {
  const leidas: FilaLeida[] = [];
  for await (const f of filas) leidas.push(f);
  return leidas;
}
const leer = (bytes: Buffer) => todas(filasDeBytes(bytes, 'libro.xlsx'));

/** The entry names of a zip file, in stored order. */
async function entradas(ruta: string): Promise<string[]> {
  const zip = await openPromise(ruta, { lazyEntries: true });
  const nombres: string[] = [];
  for await (const e of zip.eachEntry()) nombres.push(e.fileName);
  return nombres;
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

describe('filasDeArchivo (xlsx larger than the sample: the CLI)', () => {
  it('copies the workbook with its shared strings and sheet names before the sheets, then streams it', async () => {
    const original = path.join(carpeta, 'grande.xlsx');
    await writeFile(original, await libroDePrueba());
    const antes = await entradas(original);
    // As exceljs writes it: the sheets before the shared strings, the order that lost texts in one pass.
    expect(antes.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(antes.indexOf('xl/sharedStrings.xml'));

    const ordenado = path.join(carpeta, 'ordenado.xlsx');
    await ordenarXlsx(original, ordenado);
    const despues = await entradas(ordenado);
    expect([...despues].sort()).toEqual(antes.filter((n) => !n.endsWith('/')).sort());
    const primeraHoja = despues.findIndex((n) => n.startsWith('xl/worksheets/'));
    for (const parte of ['xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml', '[Content_Types].xml'])
      expect(despues.indexOf(parte), parte).toBeLessThan(primeraHoja);

    // `completa` false: the file is read from disk, not from the sample.
    const muestra = (await readFile(original)).subarray(0, 1024);
    const filas = await todas(filasDeArchivo(original, muestra, false, 'grande.xlsx'));
    expect(filas).toEqual(await leer(await libroDePrueba()));
  });

  it('a file that is not a zip is refused with the Spanish message', async () => {
    const falso = path.join(carpeta, 'falso.xlsx');
    await writeFile(falso, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5000, 7)]));
    const muestra = (await readFile(falso)).subarray(0, 1024);
    await expect(todas(filasDeArchivo(falso, muestra, false, 'falso.xlsx'))).rejects.toThrow(
      MENSAJES_IMPORTACION.xlsxDanado,
    );
  });
});
