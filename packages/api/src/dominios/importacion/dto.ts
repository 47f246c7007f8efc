import { z } from 'zod';

/** Output shapes of the import (issue 36; never ORM entities). */

/** A batch: the dry run's counts and the commit's progress. */
export const LoteImportacionDto = z.object({
  id: z.number(),
  archivo: z.string(),
  usuario: z.string().nullable(),
  /** ESTADO_LOTE. */
  estado: z.number(),
  sobrescribir: z.boolean(),
  tipos: z.array(z.string()),
  total: z.number(),
  nuevos: z.number(),
  actualizados: z.number(),
  sinCambios: z.number(),
  rechazados: z.number(),
  repetidas: z.number(),
  conservados: z.number(),
  marcados: z.number(),
  porAplicar: z.number(),
  aplicadas: z.number(),
  filasPorSegundo: z.number(),
  segundosRestantes: z.number().nullable(),
  cancelando: z.boolean(),
  creadoEn: z.date(),
  terminadoEn: z.date().nullable(),
  puedeConfirmar: z.boolean(),
  puedeCancelar: z.boolean(),
  puedeDeshacer: z.boolean(),
});
export type LoteImportacionDto = z.infer<typeof LoteImportacionDto>;

export const ListaLotesDto = z.object({ filas: z.array(LoteImportacionDto), total: z.number() });

/** How a sheet's headers were read. */
export const HojaAnalizadaDto = z.object({
  hoja: z.string(),
  tipo: z.string().nullable(),
  encabezados: z.array(z.string()),
  columnas: z.array(z.string().nullable()),
  sinEmparejar: z.array(z.string()),
  faltantes: z.array(z.string()),
  filas: z.number(),
});

/** The dry run: the batch, or the sheets whose columns the user must map first. */
export const ResultadoAnalisisDto = z.discriminatedUnion('estado', [
  z.object({ estado: z.literal('mapear'), hojas: z.array(HojaAnalizadaDto) }),
  z.object({ estado: z.literal('analizado'), hojas: z.array(HojaAnalizadaDto), lote: LoteImportacionDto }),
]);

/** A workbook to download (the template, a batch's rejected rows). */
export const LibroDescargaDto = z.object({ nombre: z.string(), base64: z.string() });

export const ResultadoDeshacerDto = z.object({
  eliminados: z.number(),
  restaurados: z.number(),
  conservados: z.number(),
  mensaje: z.string(),
});
