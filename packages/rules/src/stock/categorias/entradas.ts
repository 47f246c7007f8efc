import { z } from 'zod';
import { ESTADO_CATEGORIA_STOCK, STOCK_LIMITES } from '../../enums/stock';
import { campo, Id } from '../../esquemas';
import {
  MENSAJES_CANDIDATOS_CATEGORIA as MC,
  MENSAJES_CATEGORIAS_STOCK as MG,
  MENSAJES_CLIENTES_STOCK as MS,
} from './mensajes';
import { rangoVigenciaCategoria } from '../rangos-vigencia';
import { MAXIMO_LOTE, MENSAJES_LOTE } from '../../candidatos/lote';

export const TAMANO_PAGINA_STOCK_CATEGORIAS = 25;
const pagina = campo.entero({ min: 1, max: 10_000 }).default(1);

/** /stock/cliente-list: clients that manage stock, search by name or NIT. */
export const EntradaListarClientesStock = z.object({
  texto: campo.texto({ max: 100 }).optional(),
  pagina,
});
export type EntradaListarClientesStock = z.infer<typeof EntradaListarClientesStock>;

/** "Agregar cliente" (spec 02 §5: a client must be chosen). */
export const EntradaClienteStock = z.object({ clienteId: campo.id(MS.campoRequerido) });
export type EntradaClienteStock = z.input<typeof EntradaClienteStock>;

/** A stock category (spec 02 §5: nombre, vigencia ≥ 1 and estado 0/1, all required). */
export const CamposCategoriaStock = z.object({
  nombre: campo.texto({ min: 1, max: 120, mensaje: MG.campoRequerido }),
  vigencia: campo.entero({
    min: STOCK_LIMITES.vigenciaMinima,
    max: 3650,
    mensaje: MG.campoRequerido,
    mensajeMinimo: MG.vigenciaMinima,
  }),
  estado: campo.codigo(ESTADO_CATEGORIA_STOCK, MG.estadoInvalido),
});
export type CamposCategoriaStock = z.input<typeof CamposCategoriaStock>;

export const EntradaListarCategoriasStock = z.object({
  estado: campo.codigo(ESTADO_CATEGORIA_STOCK, MG.estadoInvalido).optional(),
});
export const EntradaEditarCategoriaStock = CamposCategoriaStock.extend({ id: Id });
export type EntradaEditarCategoriaStock = z.input<typeof EntradaEditarCategoriaStock>;
export const EntradaEliminarCategoriaStock = z.object({ id: Id });

/** /stock/categoria: by category and by validity range (the range's upper bound: 10, 20 or 30 days). */
export const EntradaListarCandidatosCategoria = z.object({
  categoriaId: Id.optional(),
  vigenciaHasta: campo
    .entero({
      min: 1,
      max: STOCK_LIMITES.rangoVigenciaCategoria.maximo,
      mensaje: MC.rangoInvalido,
      mensajeRango: MC.rangoInvalido,
    })
    .refine((v) => rangoVigenciaCategoria(v) !== undefined, MC.rangoInvalido)
    .optional(),
  pagina,
});
export type EntradaListarCandidatosCategoria = z.infer<typeof EntradaListarCandidatosCategoria>;

/** "Agregar candidato" to a category (spec 02 §5: candidate and city required; the category too). */
export const EntradaAgregarCandidatoCategoria = z.object({
  numeroDocumento: campo
    .texto({ min: 1, max: 20, mensaje: MC.campoRequerido })
    .regex(/^[0-9A-Za-z-]+$/, MC.documentoInvalido),
  ciudadId: campo.id(MC.campoRequerido),
  categoriaId: campo.id(MC.campoRequerido),
});
export type EntradaAgregarCandidatoCategoria = z.input<typeof EntradaAgregarCandidatoCategoria>;

/** A category-candidate row (remove, compatible orders). */
export const EntradaCandidatoCategoria = z.object({ id: Id });

/** Send a category candidate to a compatible current order or stock order. */
export const EntradaEnviarCandidatoCategoriaAPedido = z.object({
  id: Id,
  pedidoId: campo.id(MC.campoRequerido),
});
export type EntradaEnviarCandidatoCategoriaAPedido = z.input<typeof EntradaEnviarCandidatoCategoriaAPedido>;

/** "Agregar a pedido de stock" on several category candidates (their category rows) at once, onto one city line. */
export const EntradaEnviarCandidatosCategoriaAPedido = z.object({
  ids: z
    .array(Id, { message: MENSAJES_LOTE.vacio })
    .min(1, MENSAJES_LOTE.vacio)
    .max(MAXIMO_LOTE, MENSAJES_LOTE.maximo)
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES_LOTE.repetido),
  pedidoId: campo.id(MC.campoRequerido),
});
export type EntradaEnviarCandidatosCategoriaAPedido = z.input<typeof EntradaEnviarCandidatosCategoriaAPedido>;
