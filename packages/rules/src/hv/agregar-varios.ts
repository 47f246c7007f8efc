/**
 * "Agregar a pedido" on several people at once (the CV searches' bulk bar): one order, each person added by the same
 * rules as the single "Agregar a pedido" and in their own transaction, so one refusal does not undo the others.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { MENSAJES_AGREGAR_PEDIDO } from './opciones';

/** Most people one bulk "Agregar a pedido" takes (a search page shows 18). */
export const MAXIMO_AGREGAR_VARIOS = 50;

export const MENSAJES_AGREGAR_VARIOS = {
  vacio: 'Seleccione al menos un candidato.',
  maximo: `Puede agregar máximo ${MAXIMO_AGREGAR_VARIOS} candidatos a la vez.`,
  repetido: 'Un candidato aparece más de una vez en la selección.',
  agregado: 'Agregado',
  noAgregado: 'No agregado',
  /** Summary of the bulk add: how many of those sent were added. */
  resumen: (agregados: number, total: number) =>
    total === 1
      ? agregados === 1
        ? 'Se agregó 1 candidato al pedido'
        : 'No se agregó el candidato al pedido'
      : agregados === total
        ? `Se agregaron los ${total} candidatos al pedido`
        : agregados === 0
          ? `No se agregó ninguno de los ${total} candidatos al pedido`
          : `Se agregaron ${agregados} de ${total} candidatos al pedido`,
} as const;

/** `hojasDeVida.agregarVariosAPedido` input: the order (required, as the single one) and the people, none repeated. */
export const EntradaAgregarVariosAPedido = z.object({
  pedidoId: campo.id(MENSAJES_AGREGAR_PEDIDO.pedidoRequerido),
  candidatoIds: z
    .array(campo.id(), { message: MENSAJES_AGREGAR_VARIOS.vacio })
    .min(1, MENSAJES_AGREGAR_VARIOS.vacio)
    .max(MAXIMO_AGREGAR_VARIOS, MENSAJES_AGREGAR_VARIOS.maximo)
    .refine((ids) => new Set(ids).size === ids.length, MENSAJES_AGREGAR_VARIOS.repetido),
});
export type EntradaAgregarVariosAPedido = z.infer<typeof EntradaAgregarVariosAPedido>;
