import { router } from '../../trpc';
import { procedimientosDashboard } from './dashboard';
import { procedimientosDetalle } from './detalle';
import { procedimientosFormulario } from './formulario';
import { procedimientosSugeridos } from './sugeridos';

/** `pedidos.*`: dashboard, create/edit form, detail (stages, cancellation, comments, events), suggested candidates. */
export const pedidosRouter = router({
  ...procedimientosDashboard,
  ...procedimientosFormulario,
  ...procedimientosDetalle,
  ...procedimientosSugeridos,
});
