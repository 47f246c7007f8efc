import { z } from 'zod';

/** Output shapes of the candidates-by-category procedures (never ORM entities); the categories picker answers the categories list. */
export { ListaCategoriasStockDto } from '../categorias/dto';

export const CandidatoCategoriaFilaDto = z.object({
  id: z.number(),
  candidatoId: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  porcentajeHv: z.number().nullable(),
  estadoProducto: z.number(),
  estadoProductoEtiqueta: z.string(),
  ciudadId: z.number(),
  ciudad: z.string(),
  categoriaId: z.number(),
  categoria: z.string(),
  /** Scores of the rating snapshot taken when the person was placed. */
  puntajeGlobal: z.number().nullable(),
  descartadoEnPruebas: z.boolean(),
  pruebas: z.array(z.object({ codigo: z.string(), puntaje: z.number().nullable() })),
  /** 'YYYY-MM-DD' calendar dates. */
  inicioVigenciaPruebas: z.string().nullable(),
  vigenciaCategoria: z.string().nullable(),
  diasRestantes: z.number().nullable(),
  pedidoOrigenId: z.number().nullable(),
});

/** /stock/categoria: a page of the people active in a category, soonest to expire first. */
export const ListaCandidatosCategoriaDto = z.object({
  total: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  filas: z.array(CandidatoCategoriaFilaDto),
});

/** The category row created for the person, and the toast. */
export const ResultadoAgregarCandidatoCategoriaDto = z.object({
  id: z.number(),
  candidatoId: z.number(),
  mensaje: z.string(),
});
/** The category row closed, and the toast. */
export const ResultadoRetirarCandidatoCategoriaDto = z.object({ id: z.number(), mensaje: z.string() });

const PedidoCompatibleDto = z.object({
  id: z.number(),
  nombreCargo: z.string(),
  cliente: z.string(),
  ciudad: z.string().nullable(),
  estadoEtiqueta: z.string(),
});

/** Where a category candidate can go: current orders and stock orders. */
export const PedidosCompatiblesDto = z.object({
  pedidosVigentes: z.array(PedidoCompatibleDto),
  pedidosStock: z.array(PedidoCompatibleDto),
});

/** The category row closed and the order the person joined, and the toast. */
export const ResultadoEnviarAPedidoDto = z.object({
  id: z.number(),
  pedidoId: z.number(),
  mensaje: z.string(),
});

/** The stock city lines "Agregar a pedido de stock" offers. */
export const LineasStockDestinoDto = z.array(PedidoCompatibleDto);

/** Several category people onto one order: the order and the toast. */
export const ResultadoEnviarVariosAPedidoDto = z.object({ pedidoId: z.number(), mensaje: z.string() });
