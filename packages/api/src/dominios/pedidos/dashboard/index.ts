import { dashboard } from './dashboard';
import { dashboardCerradosProc } from './dashboard-cerrados';
import { indicadoresSemanales } from './indicadores-semanales';
import { opcionesFiltro } from './opciones-filtro';
import { resumenIndicadores } from './resumen-indicadores';

/** Procedures of the order dashboard (merged into the `pedidos` router). */
export const procedimientosDashboard = {
  dashboard,
  dashboardCerrados: dashboardCerradosProc,
  indicadoresSemanales,
  resumenIndicadores,
  opcionesFiltro,
};
