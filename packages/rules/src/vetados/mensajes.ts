import { formatoFecha } from '../fechas';

/**
 * Barred candidates (spec 02 §5 "Barred candidate": candidate and client both required). The spec quotes no other
 * text for this screen; these are the product's, in the voice of the rest (usted).
 */
export const MENSAJES_VETADOS = {
  campoRequerido: 'Campo requerido',
  documentoInvalido: 'Escriba un número de documento válido',
  noEncontrado: 'No se encontró el candidato',
  vetado: 'Candidato vetado para el cliente',
  quitado: 'Veto retirado: el candidato puede enviarse de nuevo a este cliente',
  sinVetados: 'No hay candidatos vetados.',
  /** Who barred the person and when: every refusal caused by a bar names them (issue 16). */
  yaVetado: (quien: string, fecha: Date | string) =>
    `Este candidato ya está vetado para este cliente (lo vetó ${quien} el ${formatoFecha(fecha)}).`,
  /** Adding, suggesting or sending a barred person to an order of that client. */
  vetadoParaCliente: (quien: string, fecha: Date | string) =>
    `Este candidato está vetado por el cliente y no puede agregarse a sus pedidos (lo vetó ${quien} el ${formatoFecha(fecha)}).`,
} as const;
