import { z } from 'zod';
import {
  EntradaGestionarSolicitud,
  EntradaListarSolicitudes,
  EntradaProrrogarSolicitud,
  EntradaRegistrarSolicitud,
  EntradaResponderSolicitud,
  EntradaSolicitud,
} from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { router } from '../../nucleo/trpc';
import { ListaSolicitudesDto, ResponsablesDto, SolicitudDto, SolicitudRegistradaDto } from './dto';
import {
  gestionarSolicitud,
  listarSolicitudes,
  obtenerSolicitud,
  prorrogarSolicitud,
  registrarSolicitud,
  responderSolicitud,
  responsablesSolicitudes,
} from './servicios/solicitudes';

const administrador = staffProcedure('admin_datos_personales', { alcanceCliente: false });

/** `datosPersonales.solicitudes.*` (/datos-personales/solicitudes): consultas and reclamos of data subjects. */
export const solicitudesRouter = router({
  listar: administrador
    .input(EntradaListarSolicitudes)
    .output(ListaSolicitudesDto)
    .query(({ ctx, input }) => listarSolicitudes(ctx.em, input, ctx.now())),
  obtener: administrador
    .input(EntradaSolicitud)
    .output(SolicitudDto)
    .query(({ ctx, input }) => obtenerSolicitud(ctx.em, input.id, ctx.now())),
  responsables: administrador
    .input(z.undefined())
    .output(ResponsablesDto)
    .query(({ ctx }) => responsablesSolicitudes(ctx.em)),
  registrar: administrador
    .input(EntradaRegistrarSolicitud)
    .output(SolicitudRegistradaDto)
    .mutation(({ ctx, input }) => registrarSolicitud(ctx.em, ctx.sesion.usuario, input, ctx.now())),
  gestionar: administrador
    .input(EntradaGestionarSolicitud)
    .output(SolicitudDto)
    .mutation(({ ctx, input }) => gestionarSolicitud(ctx.em, input, ctx.now())),
  prorrogar: administrador
    .input(EntradaProrrogarSolicitud)
    .output(SolicitudDto)
    .mutation(({ ctx, input }) => prorrogarSolicitud(ctx.em, input, ctx.now())),
  responder: administrador
    .input(EntradaResponderSolicitud)
    .output(SolicitudDto)
    .mutation(({ ctx, input }) => responderSolicitud(ctx.em, ctx.sesion.usuario, input, ctx.now())),
});
