import { router } from '../../nucleo/trpc';
import { procedimientosGestion } from './gestion';
import { procedimientosResumen } from './resumen';

/** `hojasDeVida.*` — CV summary, comments, marks, traceability (resumen) and requirements, options (gestion). */
export const hojasDeVidaRouter = router({
  ...procedimientosResumen,
  ...procedimientosGestion,
});
