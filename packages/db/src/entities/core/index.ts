import { AuditoriaSchema } from './auditoria';
import { CiudadSchema } from './ciudad';
import { ClienteSchema } from './cliente';
import { ConfiguracionPedidosSchema } from './configuracion-pedidos';
import { EnlaceContrasenaSchema } from './enlace-contrasena';
import { GrupoSchema } from './grupo';
import { ImplementacionPruebasSchema } from './implementacion-pruebas';
import { IntentoIngresoSchema } from './intento-ingreso';
import { RechazoAnonimoSchema } from './rechazo-anonimo';
import { MensajeSalienteSchema } from './mensaje-saliente';
import { PermisoSchema } from './permiso';
import { SesionSchema } from './sesion';
import { SucursalSchema } from './sucursal';
import { UsuarioSchema } from './usuario';
import { ValorAnualSchema } from './valor-anual';

export * from './auditoria';
export * from './ciudad';
export * from './cliente';
export * from './configuracion-pedidos';
export * from './enlace-contrasena';
export * from './grupo';
export * from './implementacion-pruebas';
export * from './intento-ingreso';
export * from './rechazo-anonimo';
export * from './mensaje-saliente';
export * from './permiso';
export * from './sesion';
export * from './sucursal';
export * from './usuario';
export * from './valor-anual';

export const coreEntities = [
  AuditoriaSchema,
  CiudadSchema,
  ClienteSchema,
  ConfiguracionPedidosSchema,
  EnlaceContrasenaSchema,
  GrupoSchema,
  ImplementacionPruebasSchema,
  IntentoIngresoSchema,
  RechazoAnonimoSchema,
  MensajeSalienteSchema,
  PermisoSchema,
  SesionSchema,
  SucursalSchema,
  UsuarioSchema,
  ValorAnualSchema,
];
