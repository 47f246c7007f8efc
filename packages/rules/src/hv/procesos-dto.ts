import { z } from 'zod';

/**
 * Where a person is now (issue 13, the CV page): their active places in current orders of the user's clients,
 * their stock pools (per client profile and city) and their stock categories, each with its validity.
 */
export const PedidoDeHvSchema = z.object({
  idPedido: z.number().int(),
  cargo: z.string(),
  cliente: z.string(),
  ciudad: z.string().nullable(),
  /** ESTADO_PEDIDO of the order and ESTADO_CANDIDATO_PEDIDO of the person in it. */
  estadoPedido: z.number().int(),
  estadoCandidato: z.number().int(),
  /** POOL: 0 pre-selected, 1 selected. */
  pool: z.number().int(),
  /** A stock order (its detail is /stock/pedido-detail). */
  esStock: z.boolean(),
});

export const StockDeHvSchema = z.object({
  id: z.number().int(),
  perfil: z.string(),
  cliente: z.string(),
  ciudad: z.string(),
  /** YYYY-MM-DD, or null when the pool gives no end. */
  vigenteHasta: z.string().nullable(),
});

export const CategoriaDeHvSchema = z.object({
  id: z.number().int(),
  categoria: z.string(),
  ciudad: z.string(),
  vigenteHasta: z.string().nullable(),
});

export const ProcesosHvSchema = z.object({
  pedidos: z.array(PedidoDeHvSchema),
  stock: z.array(StockDeHvSchema),
  categorias: z.array(CategoriaDeHvSchema),
});
export type ProcesosHv = z.infer<typeof ProcesosHvSchema>;

export const MENSAJES_PROCESOS_HV = {
  titulo: 'Pedidos y stock actuales',
  pedidos: 'Pedidos vigentes',
  stock: 'Stock',
  categorias: 'Categorías de stock',
  sinPedidos: 'No está en pedidos vigentes de sus clientes.',
  sinStock: 'No está en el stock de sus clientes.',
  sinCategorias: 'No está en categorías de stock.',
  falla: 'No se pudieron cargar los pedidos y el stock del candidato.',
} as const;
