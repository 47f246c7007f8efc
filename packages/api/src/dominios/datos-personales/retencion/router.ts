/**
 * `datosPersonales.retencion`: the retention policy (Ley 1581 de 2012 art. 4 lit. e; Decreto 1377 de 2013 art. 11),
 * the list of people the next run would notice or anonymise, and a run on demand (the monthly job runs the same).
 */
import { EntradaPoliticaRetencion, EntradaTokenAutorizacion } from '@talento/rules';
import { z } from 'zod';
import { publicProcedure, staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import {
  MensajeRetencionDto,
  PoliticaGuardadaDto,
  PoliticaRetencionDto,
  ResumenRetencionDto,
  VistaPreviaRetencionDto,
} from './dto';
import { conservarDatos } from './servicios/conservar';
import { aplicarRetencion, vistaPreviaRetencion } from './servicios/ejecutar';
import { guardarPolitica, leerPolitica } from './servicios/politica';

const administrador = staffProcedure('admin_datos_personales', { alcanceCliente: false });
/** Rows of each list in the preview (the totals count all). */
const FILAS_VISTA_PREVIA = 200;

export const retencionRouter = router({
  politica: administrador
    .input(z.object({}).optional())
    .output(PoliticaRetencionDto)
    .query(({ ctx }) => leerPolitica(ctx.em)),
  guardarPolitica: administrador
    .input(EntradaPoliticaRetencion)
    .output(PoliticaGuardadaDto)
    .mutation(({ ctx, input }) => guardarPolitica(ctx.em, ctx.sesion.usuario, ctx.ip, input, ctx.now())),
  vistaPrevia: administrador
    .input(z.object({}).optional())
    .output(VistaPreviaRetencionDto)
    .query(({ ctx }) => vistaPreviaRetencion(ctx.em, ctx.now(), FILAS_VISTA_PREVIA)),
  ejecutar: administrador
    .input(z.object({}).optional())
    .output(ResumenRetencionDto)
    .mutation(({ ctx }) => aplicarRetencion(ctx.em, ctx.now())),
  /** The notice's link (public, by its token): the person asks to keep their CV. */
  conservar: publicProcedure
    .input(EntradaTokenAutorizacion)
    .output(MensajeRetencionDto)
    .mutation(({ ctx, input }) => conservarDatos(ctx.em, input.token, ctx.now())),
});
