/**
 * Administración › Clientes (issue 34 §4, `admin_clientes`): the client list and its export, one client for the form,
 * and saving it (document with the NIT's DV, city, branches, contacts, flags, active). Client-scoped like every
 * client read.
 */
import {
  EntradaGuardarClienteAdmin,
  EntradaIdClienteAdmin,
  EntradaListarClientesAdmin,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { ClienteAdminDto, GuardarClienteAdminDto, ListaClientesAdminDto } from './dto';
import { guardarClienteAdmin } from './servicios/guardar';
import { detalleClienteAdmin, listarClientesAdmin } from './servicios/lecturas';

const administrarClientes = staffProcedure('admin_clientes', { alcanceCliente: true });

export const clientesRouter = router({
  listar: administrarClientes
    .input(EntradaListarClientesAdmin)
    .output(ListaClientesAdminDto)
    .query(({ ctx, input }) => listarClientesAdmin(ctx.em, ctx.sesion.usuario.alcance, input)),
  detalle: administrarClientes
    .input(EntradaIdClienteAdmin)
    .output(ClienteAdminDto)
    .query(({ ctx, input }) => detalleClienteAdmin(ctx.em, ctx.sesion.usuario.alcance, input.id)),
  guardar: administrarClientes
    .input(EntradaGuardarClienteAdmin)
    .output(GuardarClienteAdminDto)
    .mutation(({ ctx, input }) => guardarClienteAdmin(ctx.em, ctx, ctx.sesion.usuario, input, ctx.now())),
});
