/**
 * administracion.catalogos (admin_catalogos, issue 34 §5): cities, branches, requirement types, rejection reasons,
 * appointment statuses, referrals, mark types, change reasons, order types, incident categories and positions — one
 * list, one save, activate and deactivate for all of them (DEFINICIONES_CATALOGO). Nothing is deleted.
 */
import {
  EntradaActivoCatalogoAdmin,
  EntradaGuardarCatalogoAdmin,
  EntradaListarCatalogoAdmin,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import { CatalogoAdminDto, EntradaCatalogoDto } from './dto';
import { cambiarActivoCatalogo, guardarEntradaCatalogo, listarCatalogo } from './servicios/catalogos';

// Catalogues are the agency's, not a client's: no client scope.
const administrador = staffProcedure('admin_catalogos', { alcanceCliente: false });

export const catalogosAdminRouter = router({
  listar: administrador
    .input(EntradaListarCatalogoAdmin)
    .output(CatalogoAdminDto)
    .query(({ ctx, input }) => listarCatalogo(ctx.em, input.catalogo, input.texto)),
  guardar: administrador
    .input(EntradaGuardarCatalogoAdmin)
    .output(EntradaCatalogoDto)
    .mutation(({ ctx, input }) => guardarEntradaCatalogo(ctx, input, ctx.now())),
  activar: administrador
    .input(EntradaActivoCatalogoAdmin)
    .output(EntradaCatalogoDto)
    .mutation(({ ctx, input }) => cambiarActivoCatalogo(ctx, input, true)),
  desactivar: administrador
    .input(EntradaActivoCatalogoAdmin)
    .output(EntradaCatalogoDto)
    .mutation(({ ctx, input }) => cambiarActivoCatalogo(ctx, input, false)),
});
