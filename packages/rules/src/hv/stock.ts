/**
 * "Enviar a stock" and "Liberar candidato" from the CV options menu (spec 03 §4, §5, §7, §8; spec 02 §5):
 * to a stock category for a city, or to a stock order; the candidate must be free.
 */
import { z } from 'zod';
import { campo } from '../esquemas';

export const MENSAJES_STOCK_HV = {
  /** Spec 03 §5 / §8 (exact). */
  opcionInvalida: 'Opcion invalida',
  ciudadRequerida: 'Debe especificar Ciudad',
  ciudadRequeridaFormulario: 'Debe especificar una ciudad.',
  pedidoStockRequerido: 'Debe definir un pedido stock al cual enviar el candidato.',
  noDisponible: 'El candidato no esta disponible',
  yaDisponible: 'El candidato ya esta disponible',
  yaEnCategoria: 'El candidato ya se encuentra asociado a una categoria.',
  /** Spec 01 §8 (exact): the confirmation before releasing. */
  recordatorioLiberar:
    'Recuerda que cuando liberas al candidato del pedido actual, no podrás seguir realizándole gestión para este pedido',
  /** Spec 02 §8 toast (exact). */
  asociadoCategoria: 'Candidato asociado a la categoria',
  // Ours.
  categoriaRequerida: 'Debe seleccionar la categoría de stock',
  categoriaInexistente: 'La categoría de stock seleccionada no existe o está inactiva.',
  ciudadInexistente: 'La ciudad seleccionada no existe.',
  pedidoNoStock: 'El pedido seleccionado no es un pedido de stock vigente.',
  enviadoPedidoStock: 'Candidato enviado al pedido de stock',
  liberado: 'Candidato liberado: ahora está disponible.',
} as const;

export const ACCIONES_STOCK_HV = ['a_categoria', 'a_pedido_stock'] as const;
export type AccionStockHv = (typeof ACCIONES_STOCK_HV)[number];

const idOpcional = campo.id().nullable().default(null);

/** `hojasDeVida.enviarAStock` input (the rules below give the spec's messages). */
export const EntradaEnviarAStock = z.object({
  candidatoId: campo.id(),
  accion: campo.texto({ max: 40, recortar: false }),
  categoriaId: idOpcional,
  ciudadId: idOpcional,
  pedidoId: idOpcional,
});
export type EntradaEnviarAStock = z.infer<typeof EntradaEnviarAStock>;

/** Form rules in the spec's order: the action, then the city (category) or the stock order. Null when valid. */
export function validarEnvioStock(
  e: Pick<EntradaEnviarAStock, 'accion' | 'categoriaId' | 'ciudadId' | 'pedidoId'>,
): string | null {
  if (!(ACCIONES_STOCK_HV as readonly string[]).includes(e.accion)) return MENSAJES_STOCK_HV.opcionInvalida;
  if (e.accion === 'a_categoria') {
    if (e.categoriaId === null) return MENSAJES_STOCK_HV.categoriaRequerida;
    if (e.ciudadId === null) return MENSAJES_STOCK_HV.ciudadRequerida;
    return null;
  }
  return e.pedidoId === null ? MENSAJES_STOCK_HV.pedidoStockRequerido : null;
}

const CAMPO_DEL_MENSAJE: Readonly<Record<string, 'accion' | 'categoriaId' | 'ciudad' | 'pedidoId'>> = {
  [MENSAJES_STOCK_HV.opcionInvalida]: 'accion',
  [MENSAJES_STOCK_HV.categoriaRequerida]: 'categoriaId',
  [MENSAJES_STOCK_HV.ciudadRequerida]: 'ciudad',
  [MENSAJES_STOCK_HV.pedidoStockRequerido]: 'pedidoId',
};

/**
 * The "Enviar a stock" form (react-hook-form): the action (none chosen yet: ''), the category, the city as the
 * typeahead's option, and the stock order. The rules of `validarEnvioStock` put their message under the field that
 * lacks (the city with the form's own wording, spec 03 §5); the output is the procedure's input.
 */
export function esquemaFormularioStock(candidatoId: number) {
  return z
    .object({
      accion: campo.texto({ max: 40, recortar: false }),
      categoriaId: campo.id().nullable(),
      // The typeahead's option (its text is what the field shows).
      ciudad: z.object({ id: campo.id(), etiqueta: campo.texto({ max: 500 }) }).nullable(),
      pedidoId: campo.id().nullable(),
    })
    .transform((v) => ({
      candidatoId,
      accion: v.accion,
      categoriaId: v.categoriaId,
      ciudadId: v.ciudad?.id ?? null,
      pedidoId: v.pedidoId,
    }))
    .superRefine((e, ctx) => {
      const mensaje = validarEnvioStock(e);
      if (!mensaje) return;
      const campoFalla = CAMPO_DEL_MENSAJE[mensaje] ?? 'accion';
      ctx.addIssue({
        code: 'custom',
        path: [campoFalla],
        message:
          mensaje === MENSAJES_STOCK_HV.ciudadRequerida
            ? MENSAJES_STOCK_HV.ciudadRequeridaFormulario
            : mensaje,
      });
    });
}

/** A candidate may go to stock only when free: disponibilidad 0 and disponibilidad_stock 0. */
export function disponibleParaStock(disponibilidad: number, disponibilidadStock: number): boolean {
  return disponibilidad === 0 && disponibilidadStock === 0;
}

/** Release refusal: "El candidato ya esta disponible" when availability is already 0; null otherwise. */
export function mensajeLiberar(disponibilidad: number): string | null {
  return disponibilidad === 0 ? MENSAJES_STOCK_HV.yaDisponible : null;
}
