import { paginaPerezosa } from '@talento/ui';
import { puedeVerInforme } from '../reportes/permiso';
import type { Pantalla } from './tipos';

/** The operations report of the client's companies. */
export const PANTALLAS_REPORTES: readonly Pantalla[] = [
  {
    titulo: 'Informe de operaciones',
    ruta: '/reportes',
    pagina: paginaPerezosa(() =>
      import('../reportes/informe').then((m) => ({ default: m.InformeClientePagina })),
    ),
    procedimientos: ['reportes.informeCliente'],
    enlace: { texto: 'Informe de operaciones', visible: puedeVerInforme },
  },
];
