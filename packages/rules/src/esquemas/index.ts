/** Input-schema builders, used as `campo.texto({ max: 200 })`, `campo.id()`… (see primitivos.ts). */
import './idioma';
export * as campo from './primitivos';
export { MENSAJES_PRIMITIVOS, textoSinControl, esFechaIso } from './primitivos';
export * from './comunes';
export * from './archivos';
export { enCatalogo } from './catalogo';
