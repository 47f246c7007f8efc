/**
 * Administración (issue 34): what an agency changes without a developer — users, groups and their flags, clients,
 * yearly values, audit. One sub-folder per screen; each procedure declares its `admin_*` flag.
 */
import { router } from '../../nucleo/trpc';
import { auditoriaRouter } from './auditoria/router';
import { catalogosAdminRouter } from './catalogos/router';
import { clientesRouter } from './clientes/router';
import { gruposRouter } from './grupos/router';
import { merchandisingAdminRouter } from './merchandising/router';
import { respaldosRouter } from './respaldos/router';
import { usuariosRouter } from './usuarios/router';
import { valoresRouter } from './valores/router';

export const administracionRouter = router({
  usuarios: usuariosRouter,
  grupos: gruposRouter,
  clientes: clientesRouter,
  valores: valoresRouter,
  auditoria: auditoriaRouter,
  catalogos: catalogosAdminRouter,
  merchandising: merchandisingAdminRouter,
  respaldos: respaldosRouter,
});
