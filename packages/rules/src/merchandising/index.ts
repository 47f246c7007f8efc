export * from './mercaderistas';
export * from './dispositivos';
