/** Inputs of the `contratacion.*` procedures besides the order form itself (orden.ts) and the address (direccion.ts). */
import { z } from 'zod';
import { campo, FechaIsoSchema } from '../esquemas';
import { CamposConcepto } from './conceptos';
import { MENSAJES_CONTRATACION } from './mensajes';

export const EntradaIdOrden = z.object({ id: campo.id() });
export const EntradaOrdenVersion = z.object({ id: campo.id(), version: campo.version() });
export const EntradaCandidatoPedido = z.object({ candidatoPedidoId: campo.id() });

export const EntradaGuardarConcepto = z.object({
  ordenId: campo.id(),
  version: campo.version(),
  /** Absent to add a concept. */
  id: campo.id().optional(),
  concepto: CamposConcepto,
});
export type EntradaGuardarConcepto = z.infer<typeof EntradaGuardarConcepto>;

export const EntradaEliminarConcepto = z.object({
  ordenId: campo.id(),
  version: campo.version(),
  id: campo.id(),
});

export const EntradaReintentarLlamada = z.object({ ordenId: campo.id(), mensajeId: campo.id() });

/** Work centres of an ARL risk (catalogue code). */
export const EntradaCentrosTrabajo = z.object({ riesgoArl: campo.texto({ min: 1, max: 40 }) });

export const TAMANO_PAGINA_ASOCIACIONES = 25;
/** /contratacion/asociaciones: search by document, filter by client, city and filing date, or one person. */
export const EntradaAsociaciones = z.object({
  documento: campo.formato(/^[0-9A-Za-z-]{3,20}$/, MENSAJES_CONTRATACION.documentoInvalido, 20).optional(),
  candidatoId: campo.id().optional(),
  clienteId: campo.id().optional(),
  ciudadId: campo.id().optional(),
  desde: FechaIsoSchema.optional(),
  hasta: FechaIsoSchema.optional(),
  pagina: campo.entero({ min: 1, max: 10_000 }).default(1),
});
export type EntradaAsociaciones = z.infer<typeof EntradaAsociaciones>;
