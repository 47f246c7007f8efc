import { router } from '../../../nucleo/trpc';
import { aprobar } from './aprobar';
import { aprobarPerfil } from './aprobar-perfil';
import { crear } from './crear';
import { editar } from './editar';
import { eliminarLinea } from './eliminar-linea';
import { dashboard, dashboardCerrados, detalle, paraFormulario, perfiles } from './lecturas';

/** `pedidosStock.*`: stock orders (spec 01 §2 Stock orders): form, approve, city lines, dashboard, detail. */
export const pedidosStockRouter = router({
  perfiles,
  paraFormulario,
  dashboard,
  dashboardCerrados,
  detalle,
  crear,
  editar,
  aprobar,
  eliminarLinea,
  aprobarPerfil,
});
