import { router } from '../../nucleo/trpc';
import { procedimientosDashboard } from './dashboard';
import { procedimientosDetalle } from './detalle';
import { procedimientosFormulario } from './formulario';
import { procedimientosPruebas } from './pruebas';
import { procedimientosSugeridos } from './sugeridos';

/** `pedidos.*`: dashboard, create/edit form, detail (stages, cancellation, comments, events), suggested candidates, the order's tests. */
export const pedidosRouter = router({
  ...procedimientosDashboard,
  ...procedimientosFormulario,
  ...procedimientosDetalle,
  ...procedimientosSugeridos,
  ...procedimientosPruebas,
});
