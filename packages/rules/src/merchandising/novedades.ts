/** Incidents (novedades) of merchandisers: filters, the update and its transitions (spec 03 §2, §4, §6, §8). */
import { z } from 'zod';
import { ESTADO_NOVEDAD, EstadoNovedad } from '../enums/merchandising';
import { campo, FechaIsoSchema, Id, Version } from '../esquemas';

export const TAMANO_PAGINA_NOVEDADES = 20;
/** The count of the list stops here (like the appointments list): "más de N" instead of scanning every row. */
export const TOPE_CONTEO_NOVEDADES = 1000;
export const MAXIMO_COMENTARIO_NOVEDAD = 2000;

export const MENSAJES_NOVEDADES = {
  ninguna: 'No se encontró ninguna novedad.',
  estadoRequerido: 'Seleccione el estado de la novedad',
  rangoInvalido: 'La fecha inicial debe ser anterior o igual a la fecha final',
  actualizada: 'Novedad actualizada',
  // Exactly as the spec writes it (§8): the old app's only merchandising update is PATCH /r/novedad/{id} (§7), so
  // this is what it showed when updating an incident failed.
  errorActualizar: 'Error al actualizar notificación',
  errorListar: 'No fue posible traer las novedades. Intente de nuevo.',
  sinFotos: 'Sin fotos',
  sinSolucion: 'La novedad aún no ha sido resuelta',
} as const;

/** /merchandising-novedades filters: client, region, state and a range of Bogotá days (of the report). */
export const FiltrosNovedades = z
  .object({
    clienteId: Id.optional(),
    regionId: Id.optional(),
    estado: campo.codigo(ESTADO_NOVEDAD, MENSAJES_NOVEDADES.estadoRequerido).optional(),
    desde: FechaIsoSchema.optional(),
    hasta: FechaIsoSchema.optional(),
    pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.desde && v.hasta && v.desde > v.hasta)
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: MENSAJES_NOVEDADES.rangoInvalido });
  });
export type FiltrosNovedades = z.infer<typeof FiltrosNovedades>;

/** Update modal: state (required, any of the three) and comment, with the version the screen had. */
export const EntradaActualizarNovedad = z.object({
  id: Id,
  version: Version,
  estado: campo.codigo(ESTADO_NOVEDAD, MENSAJES_NOVEDADES.estadoRequerido),
  comentario: campo.texto({ max: MAXIMO_COMENTARIO_NOVEDAD, multilinea: true }).optional(),
});
export type EntradaActualizarNovedad = z.input<typeof EntradaActualizarNovedad>;

export const EntradaIdNovedad = z.object({ id: Id });
export const EntradaFotoNovedad = z.object({ novedadId: Id, fotoId: Id });

/** Only a user with change_novedad opens the update modal; the others see the state as a label (spec 03 §4). */
export function puedeCambiarNovedad(permisos: readonly string[]): boolean {
  return permisos.includes('change_novedad');
}

export interface EstadoResolucion {
  estado: EstadoNovedad;
  solvedAt: Date | null;
  /** Who solved it (user id); null while Pendiente. */
  resueltaPor: number | null;
}

/**
 * The state after an update by user `quien`. Any of the three states may follow any other (the spec allows
 * reopening). Back to Pendiente: not solved any more (no solved date, nobody solved it; the comment is the user's
 * to keep or change). Aceptada/Rechazada: solved now by `quien`, unless it already had that state and a date (only
 * the comment changed), which keeps the date it was solved on; `quien` is who changed it last.
 */
export function resolverNovedad(
  antes: Pick<EstadoResolucion, 'estado' | 'solvedAt'>,
  estado: EstadoNovedad,
  ahora: Date,
  quien: number,
): EstadoResolucion {
  if (estado === EstadoNovedad.PENDIENTE) return { estado, solvedAt: null, resueltaPor: null };
  if (antes.estado === estado && antes.solvedAt)
    return { estado, solvedAt: antes.solvedAt, resueltaPor: quien };
  return { estado, solvedAt: ahora, resueltaPor: quien };
}
