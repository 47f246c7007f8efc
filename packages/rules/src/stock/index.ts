export * from './compatibilidad';
export * from './sugeridos-dto';
export * from './perfiles';
