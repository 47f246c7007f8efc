/** Administración › Grupos (admin_grupos): every group, its portal and flags; create a group, change its flags. */
import { EntradaGuardarGrupo } from '@talento/rules';
import { z } from 'zod';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { GrupoGuardadoDto, ListaGruposDto } from './dto';
import { guardarGrupo } from './servicios/guardar';
import { listarGrupos } from './servicios/listar';

const administrador = staffProcedure('admin_grupos', { alcanceCliente: false });

export const gruposRouter = router({
  listar: administrador
    .input(z.undefined())
    .output(ListaGruposDto)
    .query(({ ctx }) => listarGrupos(ctx.em)),
  guardar: administrador
    .input(EntradaGuardarGrupo)
    .output(GrupoGuardadoDto)
    .mutation(({ ctx, input }) => guardarGrupo(ctx, input)),
});
