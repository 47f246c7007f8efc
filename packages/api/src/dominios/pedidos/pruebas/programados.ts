import { EntradaInvitarPruebas, EntradaOpcionesPruebas } from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { invitarEnPedido } from '../servicios/pruebas/invitar';
import { listarProgramados } from '../servicios/pruebas/listar-programados';
import { InvitadosPruebasDto, ProgramadosDto } from './dto';

/** `pedidos.programados` (read_pedido): the people invited to an order's tests, with each test's status. */
export const programadosPedido = staffProcedure('read_pedido', { alcanceCliente: true })
  .input(EntradaOpcionesPruebas)
  .output(ProgramadosDto)
  .query(({ ctx, input }) => listarProgramados(ctx.em, ctx.sesion.usuario.alcance, input.pedidoId));

/**
 * `pedidos.invitarPruebas` (read_pedido_definir_pruebas, the flag that defines the tests): invites e-mails to the
 * order's tests or schedules their video interview; one platform call per e-mail through the outbox.
 */
export const invitarPruebasPedido = staffProcedure('read_pedido_definir_pruebas', { alcanceCliente: true })
  .input(EntradaInvitarPruebas)
  .output(InvitadosPruebasDto)
  .mutation(({ ctx, input }) => invitarEnPedido(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
