export * from './mensajes';
export * from './orden';
export * from './conceptos';
export * from './ciclo-vida';
export * from './direccion';
export * from './entradas';
export * from './impresion';
export * from './cola';
