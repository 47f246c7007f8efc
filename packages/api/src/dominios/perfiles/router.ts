import { router } from '../../nucleo/trpc';
import { aprobar } from './aprobar';
import { cancelar } from './cancelar';
import { cargos } from './cargos';
import { catalogos } from './catalogos';
import { crear } from './crear';
import { editar } from './editar';
import { facsSugeridos } from './facs-sugeridos';
import { guardarYAprobar } from './guardar-y-aprobar';
import { obtener } from './obtener';
import { porCliente } from './por-cliente';

/** `perfiles.*` — selection profiles (spec 02 §2–§8). */
export const perfilesRouter = router({
  porCliente,
  obtener,
  catalogos,
  cargos,
  crear,
  editar,
  aprobar,
  guardarYAprobar,
  cancelar,
  facsSugeridos,
});
