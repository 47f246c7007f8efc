import { router } from '../../nucleo/trpc';
import { procedimientosEnvio } from './envio';
import { procedimientosPipeline } from './pipeline';

/** `candidatosPedido.*`: candidates inside an order (staff portal). */
export const candidatosPedidoRouter = router({
  ...procedimientosPipeline,
  ...procedimientosEnvio,
});
