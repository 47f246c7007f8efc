/** Enumerations of filter-question groups (FAC), spec 02 §3 and §9, spec 03 §3. */
import { claves, defineCatalogo } from '../catalogo';

/** tipo of a group: 1 base group; 2 a group tied to an order/profile. */
const tipoFac = [
  { valor: 1, clave: 'BASE', etiqueta: 'Base' },
  { valor: 2, clave: 'PEDIDO_PERFIL', etiqueta: 'Pedido/perfil' },
] as const;
export const TIPO_FAC = defineCatalogo(tipoFac);
export const TipoFac = claves(tipoFac);
export type TipoFac = (typeof tipoFac)[number]['valor'];

/** tipo of a question: only multiple choice exists. */
const tipoPregunta = [{ valor: 1, clave: 'SELECCION_MULTIPLE', etiqueta: 'Selección Múltiple' }] as const;
export const TIPO_PREGUNTA = defineCatalogo(tipoPregunta);
export const TipoPregunta = claves(tipoPregunta);
export type TipoPregunta = (typeof tipoPregunta)[number]['valor'];

/** tipo_fac of a question: 1 taken from a base/existing group, 2 specific/new to this group. */
const tipoFacPregunta = [
  { valor: 1, clave: 'BASE', etiqueta: 'Base/existente' },
  { valor: 2, clave: 'ESPECIFICA', etiqueta: 'Específica/nueva' },
] as const;
export const TIPO_FAC_PREGUNTA = defineCatalogo(tipoFacPregunta);
export const TipoFacPregunta = claves(tipoFacPregunta);
export type TipoFacPregunta = (typeof tipoFacPregunta)[number]['valor'];

/** clase of a question. */
const clasePregunta = [
  { valor: 1, clave: 'POTENCIAL', etiqueta: 'Potencial' },
  { valor: 2, clave: 'DESEMPENO', etiqueta: 'Desempeño' },
] as const;
export const CLASE_PREGUNTA = defineCatalogo(clasePregunta);
export const ClasePregunta = claves(clasePregunta);
export type ClasePregunta = (typeof clasePregunta)[number]['valor'];

/** calificacion of an option: 1 to 5, or 6 meaning the answer discards the candidate. */
const calificacionOpcion = [
  { valor: 1, clave: 'UNO', etiqueta: '1' },
  { valor: 2, clave: 'DOS', etiqueta: '2' },
  { valor: 3, clave: 'TRES', etiqueta: '3' },
  { valor: 4, clave: 'CUATRO', etiqueta: '4' },
  { valor: 5, clave: 'CINCO', etiqueta: '5' },
  { valor: 6, clave: 'DESCARTAR', etiqueta: 'Descartar' },
] as const;
export const CALIFICACION_OPCION = defineCatalogo(calificacionOpcion);
export const CalificacionOpcion = claves(calificacionOpcion);
export type CalificacionOpcion = (typeof calificacionOpcion)[number]['valor'];

/** accion of a FAC trace row. */
const accionTrazaFac = [
  { valor: 1, clave: 'INSERTAR', etiqueta: 'INSERTAR' },
  { valor: 2, clave: 'ACTUALIZAR', etiqueta: 'ACTUALIZAR' },
  { valor: 3, clave: 'BORRAR', etiqueta: 'BORRAR' },
] as const;
export const ACCION_TRAZA_FAC = defineCatalogo(accionTrazaFac);
export const AccionTrazaFac = claves(accionTrazaFac);
export type AccionTrazaFac = (typeof accionTrazaFac)[number]['valor'];

/** FAC usage indicator shown per user: tiempo_valido / pedidos, and 0 when there are no orders. */
export function valorIndicadorFac(tiempoValido: number, pedidos: number): number {
  return pedidos === 0 ? 0 : tiempoValido / pedidos;
}
