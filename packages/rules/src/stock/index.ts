export * from './compatibilidad';
export * from './sugeridos-dto';
export * from './vencimientos';
export * from './pedido-automatico';
export * from './categorias';
export * from './perfiles';
export * from './rangos-vigencia';
