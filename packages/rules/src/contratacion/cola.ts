/**
 * The staff queue of hiring orders (/contratacion/ordenes): every person in contracting with their order, unsaved
 * (candidate in 6–7 at stage 2–4 without an order), saved or filed, and the last result of its ERP calls.
 */
import { z } from 'zod';
import { campo, FechaIsoSchema } from '../esquemas';

export const TAMANO_PAGINA_COLA_ORDENES = 25;
/** The CSV export takes every filtered row up to this many. */
export const LIMITE_EXPORTACION_COLA_ORDENES = 5000;

/** Filter of the order's lifecycle ("radicando" counts as saved: it is not filed until the ERP answers). */
export const ESTADOS_COLA_ORDEN = ['sin_guardar', 'guardada', 'radicada'] as const;
export type EstadoColaOrden = (typeof ESTADOS_COLA_ORDEN)[number];
/** Filter of the last ERP call of the order (or of its person's CV send). */
export const ESTADOS_ERP_COLA = ['pendiente', 'error'] as const;

export const ETIQUETA_ESTADO_COLA: Readonly<Record<EstadoColaOrden | 'radicando', string>> = {
  sin_guardar: 'Sin guardar',
  guardada: 'Guardada',
  radicando: 'Radicando',
  radicada: 'Radicada',
};
export const ETIQUETA_ESTADO_ERP_COLA: Readonly<Record<(typeof ESTADOS_ERP_COLA)[number], string>> = {
  pendiente: 'Pendiente',
  error: 'Error',
};

export const MENSAJES_COLA_ORDENES = {
  titulo: 'Órdenes de contratación',
  vacio: 'No hay órdenes de contratación con esos filtros.',
  falla: 'No fue posible traer las órdenes de contratación.',
  estadoInvalido: 'Elija un estado de la lista',
  estadoErpInvalido: 'Elija un estado del envío al ERP de la lista',
  rangoInvalido: 'La fecha inicial no puede ser posterior a la final',
} as const;

/**
 * Filters: client, lifecycle state, ERP call state, entry date range (the order's, or the pedido's while unsaved).
 * Without `pagina` it is the CSV export (every row up to LIMITE_EXPORTACION_COLA_ORDENES).
 */
export const EntradaColaOrdenes = z
  .object({
    clienteId: campo.id().optional(),
    estado: z.enum(ESTADOS_COLA_ORDEN, { message: MENSAJES_COLA_ORDENES.estadoInvalido }).optional(),
    estadoErp: z.enum(ESTADOS_ERP_COLA, { message: MENSAJES_COLA_ORDENES.estadoErpInvalido }).optional(),
    desde: FechaIsoSchema.optional(),
    hasta: FechaIsoSchema.optional(),
    pagina: campo.entero({ min: 1, max: 10_000 }).optional(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: MENSAJES_COLA_ORDENES.rangoInvalido,
    path: ['hasta'],
  });
export type EntradaColaOrdenes = z.infer<typeof EntradaColaOrdenes>;
