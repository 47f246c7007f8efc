import { router } from '../../nucleo/trpc';
import { agendarEntrevista } from './agendar-entrevista';
import { aprobarEntrevista } from './aprobar-entrevista';
import { comentar } from './comentar';
import { comentarios } from './comentarios';
import { hojaDeVida } from './hoja-de-vida';
import { misEmpresas } from './mis-empresas';
import { misPedidos } from './mis-pedidos';
import { noApruebaEntrevista } from './no-aprueba-entrevista';
import { pedido } from './pedido';
import { rechazar } from './rechazar';
import { validar } from './validar';
import { validarImplementacion } from './validar-implementacion';

/** `clientePortal.*`: the client portal, always limited to the user's own companies. */
export const clientePortalRouter = router({
  misEmpresas,
  misPedidos,
  pedido,
  hojaDeVida,
  validar,
  validarImplementacion,
  rechazar,
  agendarEntrevista,
  aprobarEntrevista,
  noApruebaEntrevista,
  comentarios,
  comentar,
});
