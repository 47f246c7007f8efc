import { CODIGOS_PRUEBA_PLATAFORMA, EntradaInvitarPruebas, EntradaOpcionesPruebas } from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../procedures';
import { invitarEnPedido } from '../../../services/pedidos/pruebas/invitar';
import { listarProgramados } from '../../../services/pedidos/pruebas/listar-programados';

const Estados = z.object(Object.fromEntries(CODIGOS_PRUEBA_PLATAFORMA.map((c) => [c, z.number()])) as Record<(typeof CODIGOS_PRUEBA_PLATAFORMA)[number], z.ZodNumber>);

const Llamada = z.object({
  operacion: z.enum(['proceso', 'invitacion', 'entrevista']),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  mensaje: z.string().nullable(),
});

export const ProgramadosDto = z.object({
  pedido: z.object({ id: z.number(), nombreCargo: z.string() }),
  /** The tests the order defines (a test it does not define shows "—"). */
  definidas: z.object(Object.fromEntries(CODIGOS_PRUEBA_PLATAFORMA.map((c) => [c, z.boolean()])) as Record<(typeof CODIGOS_PRUEBA_PLATAFORMA)[number], z.ZodBoolean>),
  /** PRUEBAS_URL is set; without it the platform calls stay Pendiente. */
  plataformaConfigurada: z.boolean(),
  programados: z.array(
    z.object({
      id: z.number(),
      correo: z.string(),
      candidato: z.object({ id: z.number(), nombre: z.string() }).nullable(),
      programaPruebaFecha: z.date().nullable(),
      fechaInformaPrueba: z.date().nullable(),
      estados: Estados,
      /** The latest platform call (invitation or interview) for this e-mail. */
      llamada: Llamada.nullable(),
    }),
  ),
});

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
  .mutation(({ ctx, input }) => invitarEnPedido(ctx.em, ctx.sesion.usuario.alcance, input, ctx.now()));
