import {
  EntradaCandidatoDatos,
  EntradaFormatoAutorizacion,
  EntradaRegistrarAutorizacion,
  REGLA_EVIDENCIA,
} from '@talento/rules';
import { registrarAuditoria } from '../../nucleo/auditoria';
import { archivoOpcional, entradaMultipart } from '../../nucleo/multipart/formulario';
import { staffProcedure } from '../../nucleo/procedures';
import { CreadoConMensajeDto } from '../../nucleo/respuestas';
import { router } from '../../nucleo/trpc';
import { ArchivoDto, AutorizacionesCandidatoDto, MensajeDto } from './dto';
import {
  autorizacionesDeCandidato,
  formatoAutorizacion,
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
  /** The signed form of an authorisation, opened from the CV; the read is audited like the CV's documents. */
  formato: staffProcedure('read_hojadevida', { alcanceCliente: false })
    .input(EntradaFormatoAutorizacion)
    .output(ArchivoDto)
    .query(async ({ ctx, input }) => {
      const a = await formatoAutorizacion(ctx.em, input.candidatoId, input.autorizacionId);
      await registrarAuditoria(
        ctx,
        'lectura_formato_autorizacion',
        'datosPersonales.autorizaciones.formato',
        { autorizacionId: input.autorizacionId },
        input.candidatoId,
      );
      return a;
    }),
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
