import { router } from '../../trpc';
import { procedimientosDashboard } from './dashboard';
import { procedimientosDetalle } from './detalle';
import { procedimientosFormulario } from './formulario';

/** `pedidos.*`: dashboard, create/edit form, detail (stages, cancellation, comments, events). */
export const pedidosRouter = router({
  ...procedimientosDashboard,
  ...procedimientosFormulario,
  ...procedimientosDetalle,
});
