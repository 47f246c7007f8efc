import type { PruebaPedido } from '@talento/rules';

/** How the screens of scheduled candidates name each test (column titles, checkboxes). */
export const NOMBRE_PRUEBA: Readonly<Record<PruebaPedido, string>> = {
  FAC: 'FAC',
  DETAC: 'DETAC',
  COMPETENCIAS: 'Competencias',
  IDISC: 'IDISC',
  VALORES: 'Valores',
  ENTREVISTA: 'Entrevista',
};

/** The tests a bulk invitation offers (the video interview is scheduled on its own). */
export const PRUEBAS_INVITABLES = [
  'FAC',
  'DETAC',
  'COMPETENCIAS',
  'IDISC',
  'VALORES',
] as const satisfies readonly PruebaPedido[];
