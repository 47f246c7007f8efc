/** Client-portal procedures of hiring orders (issue 14 "The client's side"), always limited to the user's companies. */
import { z } from 'zod';
import { EntradaCandidatoPedido, EntradaCentrosTrabajo, EntradaCrearOrden } from '@talento/rules';
import { clienteProcedure } from '../../nucleo/procedures';
import { crearOrden } from './servicios/guardar';
import { datosParaIniciar } from './servicios/iniciar-cliente';
import { centrosTrabajoPorRiesgo, maestrosContratacion } from './servicios/maestros';
import { misOrdenesContratacion } from './servicios/portal-cliente';
import {
  CentrosTrabajoDto,
  DatosParaIniciarDto,
  MaestrosContratacionDto,
  OrdenClienteDto,
  ResultadoGuardarOrdenDto,
} from './dto';

export const procedimientosCliente = {
  /** Start a hiring order for candidates the client approved (state 6); staff complete and file it. */
  iniciar: clienteProcedure('add_ordencontratacion')
    .input(EntradaCrearOrden)
    .output(ResultadoGuardarOrdenDto)
    .mutation(({ ctx, input }) => crearOrden(ctx.em, ctx.sesion.usuario, input, { porCliente: true })),
  /** The form of "Iniciar orden de contratación": the approved candidate, the order's city and position, the client's rules. */
  paraIniciar: clienteProcedure('add_ordencontratacion')
    .input(EntradaCandidatoPedido)
    .output(DatosParaIniciarDto)
    .query(({ ctx, input }) => datosParaIniciar(ctx.em, ctx.sesion.usuario.alcance, input.candidatoPedidoId)),
  misOrdenes: clienteProcedure()
    .output(z.array(OrdenClienteDto))
    .query(({ ctx }) => misOrdenesContratacion(ctx.em, ctx.sesion.usuario.alcance)),
  maestros: clienteProcedure('add_ordencontratacion')
    .output(MaestrosContratacionDto)
    .query(({ ctx }) => maestrosContratacion(ctx.em)),
  centrosTrabajo: clienteProcedure('add_ordencontratacion')
    .input(EntradaCentrosTrabajo)
    .output(CentrosTrabajoDto)
    .query(({ ctx, input }) => centrosTrabajoPorRiesgo(ctx.em, input.riesgoArl)),
};
