/**
 * Staff side of the merchandisers' devices (issue 20): a one-time enrolment code for a merchandiser, the devices
 * of the merchandisers in scope, and revocation. The phones themselves call the REST API (apps/server
 * http/dispositivos), never tRPC.
 */
import {
  CodigoGenerado,
  DispositivoListado,
  EntradaGenerarCodigo,
  EntradaListarDispositivos,
  EntradaRevocarDispositivo,
} from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { generarCodigo } from './servicios/generar-codigo';
import { listarDispositivos } from './servicios/listar';
import { revocarDispositivo } from './servicios/revocar';
import { router } from '../../../nucleo/trpc';
import { RevocacionDispositivoDto } from './dto';

const dispositivos = staffProcedure('add_dispositivo', { alcanceCliente: true });

export const dispositivosRouter = router({
  generarCodigo: dispositivos
    .input(EntradaGenerarCodigo)
    .output(CodigoGenerado)
    .mutation(({ ctx, input }) =>
      generarCodigo(ctx.em, ctx.sesion.usuario.alcance, input.usuarioId, ctx.sesion.usuario.id, ctx.now()),
    ),
  listar: dispositivos
    .input(EntradaListarDispositivos)
    .output(z.array(DispositivoListado))
    .query(({ ctx, input }) => listarDispositivos(ctx.em, ctx.sesion.usuario.alcance, input)),
  revocar: dispositivos
    .input(EntradaRevocarDispositivo)
    .output(RevocacionDispositivoDto)
    .mutation(({ ctx, input }) =>
      revocarDispositivo(ctx.em, ctx.sesion.usuario.alcance, input.id, ctx.sesion.usuario.id, ctx.now()),
    ),
});
