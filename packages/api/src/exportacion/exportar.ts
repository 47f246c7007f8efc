import type { Writable } from 'node:stream';
import { hoyIso, nombreDeArchivoDe } from '@talento/rules';
import { registrarAuditoria } from '../nucleo/auditoria';
import type { ContextInner } from '../nucleo/context';
import { noEncontrado, sinSesion } from '../nucleo/errors';
import { autorizarExportacion, procedimientoDe } from './acceso';
import type { ContextoExportacion, Exportacion, PaginaExportacion } from './definicion';
import { filtrosAuditables } from './filtros-auditables';
import { EXPORTACIONES } from './registro';
import { escribirXlsx } from './xlsx';

type Cualquiera = Exportacion<string, unknown, unknown>;
const porTipo = EXPORTACIONES as unknown as Record<string, Cualquiera>;
const RUTAS = Object.fromEntries(Object.entries(porTipo).map(([t, e]) => [t, e.procedimiento]));

export const MIME_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The pages of an export, read one after another with the list's own query and handed on before the next is read:
 * only one page is ever in memory (`primera`: page 1 when the caller already read it).
 */
export async function* paginasDe<F, T>(
  e: Pick<Exportacion<string, F, T>, 'leer'>,
  ctx: ContextoExportacion,
  filtros: F,
  primera?: PaginaExportacion<T>,
): AsyncGenerator<readonly T[]> {
  let pagina = 1;
  let actual = primera ?? (await e.leer(ctx, filtros, pagina));
  for (;;) {
    yield actual.filas;
    if (!actual.hayMas || actual.filas.length === 0) return;
    pagina++;
    actual = await e.leer(ctx, filtros, pagina);
  }
}

/** "candidatos-vetados-2026-05-04.xlsx": the title without accents, in lower case, and the Bogotá day. */
export function nombreArchivo(titulo: string, ahora: Date): string {
  return `${nombreDeArchivoDe(titulo)}-${hoyIso(ahora)}.xlsx`;
}

/**
 * "Exportar" of a list: checks access and filters exactly as the list procedure does (acceso.ts), reads the first page
 * (so a failure still answers an error instead of half a file), calls `alEmpezar` with the file name, then streams
 * every page the filters select to `destino` as XLSX, and leaves an audit row: who exported which list, with which
 * filters (free text only as used: filtros-auditables.ts), how many rows. Answers the row count.
 */
export async function exportarLista(
  ctx: ContextInner,
  tipo: string,
  filtros: unknown,
  destino: Writable,
  alEmpezar: (archivo: string) => void,
): Promise<number> {
  const e = Object.hasOwn(porTipo, tipo) ? porTipo[tipo] : undefined;
  if (!e) throw noEncontrado();
  const parseados = await autorizarExportacion(RUTAS, ctx, tipo, filtros ?? {});
  if (!ctx.sesion) throw sinSesion();
  const contexto: ContextoExportacion = { em: ctx.em, usuario: ctx.sesion.usuario, ahora: ctx.now() };
  const primera = await e.leer(contexto, parseados, 1);
  alEmpezar(nombreArchivo(e.titulo, contexto.ahora));
  const paginas = paginasDe(e, contexto, parseados, primera);
  const columnas = typeof e.columnas === 'function' ? e.columnas(parseados) : e.columnas;
  const filas = await escribirXlsx(destino, e.titulo, columnas, paginas);
  const esquemas = procedimientoDe(e.procedimiento)._def.inputs as unknown[];
  await registrarAuditoria(ctx, 'exportar', tipo, { filtros: filtrosAuditables(parseados, esquemas), filas });
  return filas;
}
