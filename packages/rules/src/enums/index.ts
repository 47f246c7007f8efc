export * from './pedidos';
export * from './perfiles';
export * from './fac';
export * from './stock';
export * from './hv';
export * from './citas';
export * from './merchandising';
