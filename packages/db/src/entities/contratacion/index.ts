import { AsociacionEmpleadoErpSchema } from './asociacion-empleado-erp';
import { ConfiguracionContratacionClienteSchema } from './configuracion-contratacion-cliente';
import { RequisicionErpSchema } from './requisicion-erp';

export * from './asociacion-empleado-erp';
export * from './configuracion-contratacion-cliente';
export * from './requisicion-erp';

/** Entities of hiring orders and the ERP (issue 14); the order itself lives with the pedidos. */
export const contratacionEntities = [
  AsociacionEmpleadoErpSchema,
  ConfiguracionContratacionClienteSchema,
  RequisicionErpSchema,
];
