import { z } from 'zod';
import { autenticadoProcedure } from '../../nucleo/procedures';
import { buscarClientes } from './servicio';
import { BusquedaCliente } from './busqueda';
import { ClienteDto } from './dto';

/** Client typeahead, limited to the caller's clients (staff list, all, or the client user's companies). */
export const clientes = autenticadoProcedure
  .meta({ acceso: 'autenticado', alcanceCliente: true })
  .input(BusquedaCliente)
  .output(z.array(ClienteDto))
  .query(({ ctx, input }) => buscarClientes(ctx.em, ctx.sesion.usuario.alcance, input.texto));
