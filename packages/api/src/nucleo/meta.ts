import type { Permiso, Portal } from '@talento/rules';

/**
 * What every procedure declares: who may call it and whether its data is limited to the caller's
 * clients. `acceso` is 'publico' (anyone), 'autenticado' (any logged-in user of either portal),
 * 'staff' (staff portal with the flag `permiso`, and every flag of `permisosAdicionales` when an action
 * does two things, e.g. save and approve; any one of `permiso` and `permisosAlternativos` suffices) or 'cliente'
 * (client-portal user).
 */
export type ProcedureMeta =
  | { acceso: 'publico'; alcanceCliente: false }
  | { acceso: 'autenticado'; alcanceCliente: boolean }
  | {
      acceso: 'staff';
      permiso: Permiso;
      permisosAdicionales?: readonly Permiso[];
      permisosAlternativos?: readonly Permiso[];
      alcanceCliente: boolean;
    }
  | { acceso: 'cliente'; alcanceCliente: true; permiso?: Permiso };

export type { Portal };
