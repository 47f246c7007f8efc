import { router } from '../../nucleo/trpc';
import {
  cambiarEncargado,
  cambiarEstado1,
  cambiarEstado2,
  cambiarRemision,
  deshacerLlegada,
  marcarRequisito,
} from './cambios';
import { crear } from './crear';
import { buscarDocumento, catalogos, hoy, listar, obtener, semana } from './lecturas';
import { reagendar } from './reagendar';

/** `citas.*`: interview appointments (spec 03 §2 Appointment screens, issue 18). */
export const citasRouter = router({
  listar,
  obtener,
  catalogos,
  hoy,
  semana,
  buscarDocumento,
  crear,
  reagendar,
  cambiarEstado1,
  deshacerLlegada,
  cambiarEstado2,
  cambiarEncargado,
  cambiarRemision,
  marcarRequisito,
});
