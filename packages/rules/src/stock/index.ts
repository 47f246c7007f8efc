export * from './compatibilidad';
export * from './sugeridos-dto';
