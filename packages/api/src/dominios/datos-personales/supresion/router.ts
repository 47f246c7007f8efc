/** `datosPersonales.supresion`: anonymise a person (Ley 1581 de 2012 art. 8 lit. e, art. 15), one transaction. */
import { EntradaSupresion } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { EstadoSupresionDto, SupresionHechaDto } from './dto';
import { estadoSupresion, suprimirDatos } from './servicios/suprimir';

const administrador = staffProcedure('admin_datos_personales', { alcanceCliente: false });

export const supresionRouter = router({
  estado: administrador
    .input(EntradaSupresion)
    .output(EstadoSupresionDto)
    .query(({ ctx, input }) => estadoSupresion(ctx.em, input.candidatoId, ctx.now())),
  suprimir: administrador
    .input(EntradaSupresion)
    .output(SupresionHechaDto)
    .mutation(({ ctx, input }) =>
      suprimirDatos(
        ctx.em,
        input.candidatoId,
        { usuarioId: ctx.sesion.usuario.id, ip: ctx.ip, origen: 'solicitud' },
        ctx.now(),
      ),
    ),
});
