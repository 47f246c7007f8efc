import { citasEntities } from './citas';
import { contratacionEntities } from './contratacion';
import { coreEntities } from './core';
import { datosPersonalesEntities } from './datos-personales';
import { facEntities } from './fac';
import { hvEntities } from './hv';
import { merchandisingEntities } from './merchandising';
import { pedidosEntities } from './pedidos';
import { perfilesEntities } from './perfiles';
import { reportesEntities } from './reportes';
import { stockEntities } from './stock';

export * from './core';
export * from './pedidos';
export * from './perfiles';
export * from './fac';
export * from './stock';
export * from './hv';
export * from './citas';
export * from './reportes';
export * from './merchandising';
export * from './contratacion';
export * from './datos-personales';

/** Every entity of the data model (section 3 of the three spec documents). */
export const entities = [
  ...coreEntities,
  ...pedidosEntities,
  ...perfilesEntities,
  ...facEntities,
  ...stockEntities,
  ...hvEntities,
  ...citasEntities,
  ...reportesEntities,
  ...merchandisingEntities,
  ...contratacionEntities,
  ...datosPersonalesEntities,
];
