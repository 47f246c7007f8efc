/** Input and answer of the suggested candidates of an order (issue 15), shared by the panel and the procedure. */
import { z } from 'zod';
import { campo, Id } from '../esquemas';
import { PARTES_COMPATIBILIDAD } from './compatibilidad';

/** Rows per page of the suggestions. */
export const TAMANO_PAGINA_SUGERIDOS = 10;
/**
 * The suggestions rank the available people of the order's city with the most recently updated CVs, at most
 * this many (decision "Compatibilidad de candidatos (issue 15)"): stale CVs are rarely reachable job seekers,
 * and a bounded set keeps the ranking within its time budget on a million CVs.
 */
export const LIMITE_POOL_SUGERIDOS = 2000;
export const PAGINA_MAXIMA_SUGERIDOS = LIMITE_POOL_SUGERIDOS / TAMANO_PAGINA_SUGERIDOS;

const MENSAJE_PAGINA = `La página debe ser un número entero entre 1 y ${PAGINA_MAXIMA_SUGERIDOS}`;

export const EntradaSugeridosSchema = z.object({
  pedidoId: Id,
  pagina: campo
    .entero({ min: 1, max: PAGINA_MAXIMA_SUGERIDOS, mensaje: MENSAJE_PAGINA, mensajeRango: MENSAJE_PAGINA })
    .default(1),
});
export type EntradaSugeridos = z.input<typeof EntradaSugeridosSchema>;

export const PuntajeParteSchema = z.object({
  parte: z.enum(PARTES_COMPATIBILIDAD as [string, ...string[]]),
  nombre: z.string(),
  puntos: z.number().int(),
  maximo: z.number().int(),
});

export const SugeridoSchema = z.object({
  candidatoId: z.number().int(),
  hojaDeVidaId: z.number().int(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  ciudad: z.string().nullable(),
  puntaje: z.number().int(),
  partes: z.array(PuntajeParteSchema),
});
export type Sugerido = z.infer<typeof SugeridoSchema>;

export const ResultadoSugeridosSchema = z.object({
  filas: z.array(SugeridoSchema),
  /** People in the ranked set (at most LIMITE_POOL_SUGERIDOS). */
  total: z.number().int(),
  pagina: z.number().int(),
  paginas: z.number().int(),
});
export type ResultadoSugeridos = z.infer<typeof ResultadoSugeridosSchema>;

export const MENSAJES_SUGERIDOS = {
  titulo: 'Candidatos sugeridos',
  vacio: 'No hay candidatos sugeridos para este pedido.',
  errorCargar: 'No fue posible cargar los candidatos sugeridos',
} as const;

/** Pages of the CV-side list "pending orders with compatibility score" (spec 02 §7). */
export const PAGINA_MAXIMA_PENDIENTES_PUNTAJE = 100;
const MENSAJE_PAGINA_PENDIENTES = `La página debe ser un número entero entre 1 y ${PAGINA_MAXIMA_PENDIENTES_PUNTAJE}`;

export const EntradaPendientesConPuntajeSchema = z.object({
  candidatoId: Id,
  /** Only the orders of this client (the CV screen's client filter). */
  clienteId: Id.optional(),
  pagina: campo
    .entero({
      min: 1,
      max: PAGINA_MAXIMA_PENDIENTES_PUNTAJE,
      mensaje: MENSAJE_PAGINA_PENDIENTES,
      mensajeRango: MENSAJE_PAGINA_PENDIENTES,
    })
    .default(1),
});

export const PedidoConPuntajeSchema = z.object({
  pedidoId: z.number().int(),
  nombreCargo: z.string(),
  cliente: z.string(),
  ciudad: z.string().nullable(),
  esStock: z.boolean(),
  estadoEtiqueta: z.string(),
  puntaje: z.number().int(),
  partes: z.array(PuntajeParteSchema),
});
export type PedidoConPuntaje = z.infer<typeof PedidoConPuntajeSchema>;

export const ResultadoPendientesConPuntajeSchema = z.object({
  filas: z.array(PedidoConPuntajeSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  paginas: z.number().int(),
});
export type ResultadoPendientesConPuntaje = z.infer<typeof ResultadoPendientesConPuntajeSchema>;
