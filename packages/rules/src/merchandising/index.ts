export * from './mercaderistas';
export * from './geo';
export * from './cumplimiento';
export * from './mapa';
export * from './mapa-dto';
export * from './dispositivos';
export * from './novedades-notificaciones-dto';
