/**
 * The one date module (docs/estilo.md §1): calendar days ('YYYY-MM-DD'), the Bogotá clock, the date-picker bridge and the
 * DD/MM/YYYY formats. Date arithmetic anywhere else is refused by lint (tooling/eslint.config.js).
 */
export * from './calendario';
export * from './zona';
export * from './selector';
export * from './formato';
export * from './columna';
export * from './dias-habiles';
export * from './excel';
