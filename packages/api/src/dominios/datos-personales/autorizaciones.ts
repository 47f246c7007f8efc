import { EntradaCandidatoDatos, EntradaRegistrarAutorizacion, REGLA_EVIDENCIA } from '@talento/rules';
import { archivoOpcional, entradaMultipart } from '../../nucleo/multipart/formulario';
import { staffProcedure } from '../../nucleo/procedures';
import { CreadoConMensajeDto } from '../../nucleo/respuestas';
import { router } from '../../nucleo/trpc';
import { AutorizacionesCandidatoDto, MensajeDto } from './dto';
import {
  autorizacionesDeCandidato,
  enviarEnlaceAutorizacion,
  registrarAutorizacion,
} from './servicios/autorizaciones';

/** Registering an authorisation: a multipart form with the signed form as `archivo` (PDF, JPG or PNG). */
const EntradaRegistrarFormulario = entradaMultipart(
  EntradaRegistrarAutorizacion.extend({ archivo: archivoOpcional(REGLA_EVIDENCIA) }),
);

/** `datosPersonales.autorizaciones.*`: a candidate's authorisation, shown on the CV (not limited by client). */
export const autorizacionesRouter = router({
  deCandidato: staffProcedure('read_hojadevida', { alcanceCliente: false })
    .input(EntradaCandidatoDatos)
    .output(AutorizacionesCandidatoDto)
    .query(({ ctx, input }) => autorizacionesDeCandidato(ctx.em, input.candidatoId)),
  registrar: staffProcedure('edit_candidato_by_staff', { alcanceCliente: false })
    .input(EntradaRegistrarFormulario)
    .output(CreadoConMensajeDto)
    .mutation(({ ctx, input }) =>
      registrarAutorizacion(
        ctx.em,
        ctx.sesion.usuario,
        { ...input, archivo: input.archivo ?? null },
        ctx.now(),
      ),
    ),
  enviarEnlace: staffProcedure('edit_candidato_by_staff', { alcanceCliente: false })
    .input(EntradaCandidatoDatos)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => enviarEnlaceAutorizacion(ctx.em, ctx.sesion.usuario, input, ctx.now())),
});
