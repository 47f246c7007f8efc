import { ConfiguracionMapa } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';

/**
 * `mapa.configuracion`: the Google Maps browser key the server was started with (GOOGLE_MAPS_API_KEY), so the map
 * screen learns at run time whether to load Google Maps (one build serves every deployment). Same flag as the map.
 */
export const configuracion = staffProcedure('read_reporte', { alcanceCliente: false })
  .output(ConfiguracionMapa)
  .query(({ ctx }) => ({ googleMapsApiKey: ctx.configuracion.googleMapsApiKey }));
