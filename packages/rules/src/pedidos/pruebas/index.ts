export * from './mensajes';
export * from './definicion';
export * from './resultado-plataforma';
export * from './invitacion';
export * from './programacion';
export * from './union-parciales';
