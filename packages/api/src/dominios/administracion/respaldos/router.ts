/**
 * Administración › Respaldos (admin_respaldos): the embedded PostgreSQL's backups (date, size, verification, last
 * migration), the newest run of the backup job and "Respaldar ahora". The download is an HTTP route (a file streamed,
 * apps/server/src/http/respaldos.ts) behind `autorizarDescargaRespaldo`; the restore stays a command line.
 */
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { PantallaRespaldosDto, SolicitudRespaldoDto } from './dto';
import { pantallaRespaldos } from './servicios/pantalla';
import { solicitarRespaldo } from './servicios/solicitar';

const administrador = staffProcedure('admin_respaldos', { alcanceCliente: false });

export const respaldosRouter = router({
  listar: administrador
    .output(PantallaRespaldosDto)
    .query(({ ctx }) => pantallaRespaldos(ctx.configuracion.respaldos)),
  respaldarAhora: administrador.output(SolicitudRespaldoDto).mutation(({ ctx }) => solicitarRespaldo(ctx)),
});
