export * from './mercaderistas';
