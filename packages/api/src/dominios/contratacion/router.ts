import { router } from '../../nucleo/trpc';
import { procedimientosCliente } from './cliente';
import { procedimientosStaff } from './staff';

/** `contratacion.*`: hiring orders, their ERP calls and associations (issue 14); `contratacion.cliente.*` is the portal's. */
export const contratacionRouter = router({
  ...procedimientosStaff,
  cliente: router(procedimientosCliente),
});
