// The subpath keeps the design system's components out of what reads the list alone (the e2e sweep).
import { paginaPerezosa } from '@talento/ui/pagina-perezosa';
import type { Pantalla } from './tipos';

/** The operations report of the client's companies. */
export const PANTALLAS_REPORTES: readonly Pantalla[] = [
  {
    titulo: 'Informe de operaciones',
    ruta: '/reportes',
    pagina: paginaPerezosa(() =>
      import('../reportes/informe').then((m) => ({ default: m.InformeClientePagina })),
    ),
    permiso: 'read_reportesOperaciones_clientes',
    aviso: 'Usted no tiene acceso al informe de operaciones.',
    procedimientos: ['reportes.informeCliente'],
    enlace: { texto: 'Informe de operaciones' },
  },
];
