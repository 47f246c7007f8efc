/**
 * The two workbooks of the import screen, written with exceljs' streaming writer: the template (one sheet per kind,
 * header and example row) and the rejected rows of a batch (each kind's columns as the file had them, the refused
 * cells in red, and the Spanish reason per cell in «Motivo»). Every cell is written as text: nothing is a formula.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AccionFila,
  COLUMNAS_IMPORTACION,
  NOMBRE_TIPO_IMPORTACION,
  TIPOS_IMPORTACION,
  type TipoImportacion,
} from '@talento/rules';
import { noEncontrado } from '../../../nucleo/errors';

export interface LibroDescarga {
  nombre: string;
  base64: string;
}

async function escribirLibro(
  llenar: (libro: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
): Promise<string> {
  const destino = new PassThrough();
  const trozos: Buffer[] = [];
  destino.on('data', (b: Buffer) => trozos.push(b));
  const terminado = new Promise<void>((ok, mal) => {
    destino.on('end', ok);
    destino.on('error', mal);
  });
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: destino,
    useStyles: true,
    useSharedStrings: false,
  });
  await llenar(libro);
  await libro.commit();
  await terminado;
  return Buffer.concat(trozos).toString('base64');
}

const ROJO: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };

function encabezado(hoja: ExcelJS.Worksheet, titulos: readonly string[]): void {
  hoja.columns = titulos.map((t) => ({ width: Math.max(14, t.length + 2) }));
  const fila = hoja.getRow(1);
  titulos.forEach((t, i) => {
    fila.getCell(i + 1).value = t;
    fila.getCell(i + 1).font = { bold: true };
  });
  fila.commit();
}

/** The template: one sheet per kind with its header row and an example row. */
export async function plantillaImportacion(): Promise<LibroDescarga> {
  const base64 = await escribirLibro((libro) => {
    for (const tipo of ['candidatos', 'experiencias', 'estudios', 'clientes', 'contactos'] as const) {
      const hoja = libro.addWorksheet(tipo, { views: [{ state: 'frozen', ySplit: 1 }] });
      const columnas = COLUMNAS_IMPORTACION[tipo];
      encabezado(
        hoja,
        columnas.map((c) => c.clave),
      );
      const ejemplo = hoja.getRow(2);
      columnas.forEach((c, i) => {
        ejemplo.getCell(i + 1).value = c.ejemplo;
        ejemplo.getCell(i + 1).numFmt = '@';
      });
      ejemplo.commit();
      hoja.commit();
    }
    return Promise.resolve();
  });
  return { nombre: 'plantilla-importacion.xlsx', base64 };
}

interface FilaRechazada {
  orden: number;
  hoja: string;
  numero: number;
  tipo: TipoImportacion;
  accion: number;
  original: Record<string, string>;
  errores: Record<string, string> | null;
}

/** The rejected, repeated and flagged rows of a batch, one sheet per kind. */
export async function rechazosDeLote(em: EntityManager, loteId: number): Promise<LibroDescarga> {
  const [lote] = await em.execute<{ id: number }[]>('select id from lote_importacion where id = ?', [loteId]);
  if (!lote) throw noEncontrado();
  const base64 = await escribirLibro(async (libro) => {
    let hojas = 0;
    for (const tipo of TIPOS_IMPORTACION) {
      let hoja: ExcelJS.Worksheet | null = null;
      const columnas = COLUMNAS_IMPORTACION[tipo].map((c) => c.clave);
      for (let desde = 0; ;) {
        const filas = await em.execute<FilaRechazada[]>(
          `select orden, hoja, numero, tipo, accion, original, errores from fila_importacion
            where lote_id = ? and tipo = ? and orden > ? and (accion in (?, ?) or marcada)
            order by orden limit 5000`,
          [loteId, tipo, desde, AccionFila.RECHAZADA, AccionFila.REEMPLAZADA],
        );
        if (filas.length === 0) break;
        if (!hoja) {
          hoja = libro.addWorksheet(NOMBRE_TIPO_IMPORTACION[tipo], {
            views: [{ state: 'frozen', ySplit: 1 }],
          });
          hojas++;
          encabezado(hoja, ['hoja', 'fila', ...columnas, 'motivo']);
        }
        for (const f of filas) {
          const errores = f.errores ?? {};
          const fila = hoja.addRow([
            f.hoja,
            f.numero,
            ...columnas.map((c) => f.original[c] ?? ''),
            Object.entries(errores)
              .map(([c, m]) => `${c}: ${m}`)
              .join('; '),
          ]);
          columnas.forEach((c, i) => {
            if (errores[c]) fila.getCell(i + 3).fill = ROJO;
          });
          fila.commit();
        }
        desde = filas[filas.length - 1]!.orden;
      }
      hoja?.commit();
    }
    if (hojas === 0) {
      const vacia = libro.addWorksheet('Rechazos');
      vacia.addRow(['No hay filas rechazadas.']).commit();
      vacia.commit();
    }
  });
  return { nombre: `rechazos-lote-${loteId}.xlsx`, base64 };
}
