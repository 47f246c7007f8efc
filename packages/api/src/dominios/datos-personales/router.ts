/** Personal data protection (Ley 1581 de 2012, Decreto 1377 de 2013): authorisation, data-subject requests. */
import { router } from '../../nucleo/trpc';
import { autorizacionesRouter } from './autorizaciones';
import { avisoRouter } from './aviso';
import { enlaceRouter } from './enlace';
import { solicitudesRouter } from './solicitudes';
import { accesoRouter } from './acceso/router';
import { accesosRouter } from './auditoria-acceso/router';
import { retencionRouter } from './retencion/router';
import { supresionRouter } from './supresion/router';

export const datosPersonalesRouter = router({
  aviso: avisoRouter,
  autorizaciones: autorizacionesRouter,
  enlace: enlaceRouter,
  solicitudes: solicitudesRouter,
  acceso: accesoRouter,
  supresion: supresionRouter,
  retencion: retencionRouter,
  accesos: accesosRouter,
});
