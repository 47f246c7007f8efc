/**
 * Administración › Valores anuales (issue 34 §6, flag admin_valores): the yearly minimum wage and transport aid with
 * the day each takes effect, and the orders configuration. Every rule reads the values through `valoresVigentes`.
 */
import {
  EntradaCrearValorAnual,
  EntradaEditarValorAnual,
  EntradaEliminarValorAnual,
  EntradaGuardarConfiguracionPedidos,
} from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { ConfiguracionPedidosDto, ValorAnualDto, ValorAnualEliminadoDto, ValoresAnualesDto } from './dto';
import { guardarConfiguracionPedidos, leerConfiguracionPedidos } from './servicios/configuracion-pedidos';
import {
  crearValorAnual,
  editarValorAnual,
  eliminarValorAnual,
  listarValoresAnuales,
} from './servicios/valores-anuales';

const administrador = staffProcedure('admin_valores', { alcanceCliente: false });

export const valoresRouter = router({
  listar: administrador
    .input(z.undefined())
    .output(ValoresAnualesDto)
    .query(({ ctx }) => listarValoresAnuales(ctx.em, ctx.now())),
  crear: administrador
    .input(EntradaCrearValorAnual)
    .output(ValorAnualDto)
    .mutation(({ ctx, input }) => crearValorAnual(ctx.em, ctx, input, ctx.now())),
  editar: administrador
    .input(EntradaEditarValorAnual)
    .output(ValorAnualDto)
    .mutation(({ ctx, input }) => editarValorAnual(ctx.em, ctx, input, ctx.now())),
  eliminar: administrador
    .input(EntradaEliminarValorAnual)
    .output(ValorAnualEliminadoDto)
    .mutation(({ ctx, input }) => eliminarValorAnual(ctx.em, ctx, input, ctx.now())),
  configuracionPedidos: administrador
    .input(z.undefined())
    .output(ConfiguracionPedidosDto)
    .query(({ ctx }) => leerConfiguracionPedidos(ctx.em)),
  guardarConfiguracionPedidos: administrador
    .input(EntradaGuardarConfiguracionPedidos)
    .output(ConfiguracionPedidosDto)
    .mutation(({ ctx, input }) => guardarConfiguracionPedidos(ctx.em, ctx, input)),
});
