export { appRouter, type AppRouter } from './root';
export { createContextInner, type ContextInner, type Cookies, type SesionActual, type UsuarioSesion } from './context';
export { createCallerFactory, configurarModoDesarrollo } from './trpc';
export { validarSesion, purgarSesiones } from './auth/sesiones';
export { cacheSesiones } from './auth/cache-sesiones';
export { COOKIE_SESION } from './auth/cookies';
export { hashPassword } from './auth/password';
export type { ProcedureMeta } from './meta';
export { configNomina, enviarANomina, PayloadNomina, type ConfigNomina, type RespuestaNomina } from './services/integraciones/nomina';
