/** Personal data protection (Ley 1581 de 2012, Decreto 1377 de 2013): authorisation, data-subject requests. */
import { router } from '../../nucleo/trpc';

export const datosPersonalesRouter = router({});
