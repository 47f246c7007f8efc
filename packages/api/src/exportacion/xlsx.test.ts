import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ColumnaExportacion } from './columnas';
import { escribirXlsx } from './xlsx';

interface Almacen {
  nombre: string;
  latitud: number | null;
  visitas: number;
}

async function hojaDe(filas: Almacen[], columnas: ColumnaExportacion<Almacen>[]): Promise<ExcelJS.Worksheet> {
  const salida = new PassThrough();
  const leido = buffer(salida);
  await escribirXlsx(
    salida,
    'Almacenes',
    columnas,
    // One page: a readable stream of one item is an async iterable of it.
    Readable.from([filas]),
  );
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load((await leido) as unknown as ExcelJS.Buffer);
  return libro.worksheets[0]!;
}

describe('escribirXlsx', () => {
  it('a number column shows the decimals a value has (a coordinate is not rounded) and none on whole numbers', async () => {
    const hoja = await hojaDe(
      [
        { nombre: 'Centro', latitud: 4.6932, visitas: 1234 },
        { nombre: 'Norte', latitud: -74.0868, visitas: 3 },
        { nombre: 'Sur', latitud: 5, visitas: 0 },
        { nombre: 'Sin punto', latitud: null, visitas: 2 },
      ],
      [
        { titulo: 'Almacén', valor: (a) => a.nombre },
        { titulo: 'Latitud', valor: (a) => a.latitud, formato: 'numero' },
        { titulo: 'Visitas', valor: (a) => a.visitas, formato: 'numero' },
      ],
    );
    const latitud = (fila: number) => hoja.getRow(fila).getCell(2);
    expect(latitud(2).value).toBe(4.6932);
    expect(latitud(2).numFmt).toBe('#,##0.0#####');
    expect(latitud(3).value).toBe(-74.0868);
    expect(latitud(3).numFmt).toBe('#,##0.0#####');
    expect(latitud(4).value).toBe(5);
    expect(latitud(4).numFmt).toBe('#,##0');
    expect(latitud(5).value).toBeNull();
    expect(hoja.getRow(2).getCell(3).numFmt).toBe('#,##0');
    expect(hoja.getRow(2).getCell(3).value).toBe(1234);
  });
});
