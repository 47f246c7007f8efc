import { AutorizacionDatosSchema } from './autorizacion-datos';
import { AvisoPrivacidadSchema } from './aviso-privacidad';
import { EnlaceAutorizacionSchema } from './enlace-autorizacion';
import { SolicitudTitularSchema } from './solicitud-titular';

export * from './autorizacion-datos';
export * from './aviso-privacidad';
export * from './enlace-autorizacion';
export * from './solicitud-titular';

/** Personal data protection (Ley 1581 de 2012): notice versions, authorisations and their links, requests. */
export const datosPersonalesEntities = [
  AutorizacionDatosSchema,
  AvisoPrivacidadSchema,
  EnlaceAutorizacionSchema,
  SolicitudTitularSchema,
];
