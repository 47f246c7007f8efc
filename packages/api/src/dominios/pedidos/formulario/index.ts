import { aprobar } from './aprobar';
import { configuracionFormulario } from './configuracion-formulario';
import { crear } from './crear';
import { editar } from './editar';
import { paraFormulario } from './para-formulario';
import { perfilesAprobados } from './perfiles-aprobados';

/** Procedures of the order form (merged into the `pedidos` router): create, edit, duplicate, approve. */
export const procedimientosFormulario = {
  configuracionFormulario,
  perfilesAprobados,
  paraFormulario,
  crear,
  editar,
  aprobar,
};
