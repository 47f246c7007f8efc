import { EntradaEditarPerfil, PERMISOS_GUARDAR_Y_APROBAR } from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { guardarYAprobarPerfil } from './servicios/guardar-y-aprobar';
import { PerfilGuardadoDto } from './dto';

const [aprobar, ...adicionales] = PERMISOS_GUARDAR_Y_APROBAR;

/**
 * "Guardar y aprobar Perfil": saves a profile in state 0/1 and approves it in one transaction; any refusal
 * (fields, stale version, no FAC) changes nothing. Needs the approve flag and the edit flag.
 */
export const guardarYAprobar = staffProcedure(aprobar, {
  alcanceCliente: true,
  permisosAdicionales: adicionales,
})
  .input(EntradaEditarPerfil)
  .output(PerfilGuardadoDto)
  .mutation(({ ctx, input }) => guardarYAprobarPerfil(ctx.em, ctx.sesion.usuario, input, ctx.now()));
