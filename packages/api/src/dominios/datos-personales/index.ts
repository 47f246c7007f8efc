/** What other domains may use of `datos-personales`: they import from here, never from a file inside the folder. */
export { lineaAvisoPrivacidad, urlAvisoPrivacidad } from './servicios/correo';
export { solicitudesPorVencer } from './servicios/pendientes';
export { autorizacionVigente } from './servicios/autorizaciones';
