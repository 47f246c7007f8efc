import type { FiltrosDe } from './definicion';
import { vetados } from './tipos/vetados';

/**
 * Every list that "Exportar" serves, by kind (the name in the URL and in the audit row). One entry per list: the list
 * procedure whose access and filters it shares, its reader and its columns (definicion.ts).
 */
export const EXPORTACIONES = {
  vetados,
};

export type TipoExportacion = keyof typeof EXPORTACIONES;

/** The filters each kind takes (its list procedure's input without the page), for the portals' "Exportar" button. */
export type EntradasExportacion = {
  [K in TipoExportacion]: FiltrosDe<(typeof EXPORTACIONES)[K]['procedimiento']>;
};
