/**
 * Administración › Merchandising (issue 34 §7, `admin_merchandising`): stores, regions per client, merchandisers and
 * their routes (weekly pattern, one-off changes, creating a week's routes). Every procedure is client-scoped: the
 * services limit each read and write to the caller's clients.
 */
import {
  EntradaActivarMaestro,
  EntradaCambioRuta,
  EntradaCrearMercaderista,
  EntradaGenerarSemana,
  EntradaGuardarAlmacen,
  EntradaGuardarPatron,
  EntradaGuardarRegion,
  EntradaQuitarCambioRuta,
  EntradaRutasMercaderista,
  FiltroAlmacenesAdmin,
  FiltroMercaderistasAdmin,
  FiltroRegionesAdmin,
} from '@talento/rules';
import { staffProcedure } from '../../../nucleo/procedures';
import { router } from '../../../nucleo/trpc';
import {
  GuardadoMerchandisingDto,
  ListaAlmacenesAdminDto,
  ListaMercaderistasAdminDto,
  ListaRegionesAdminDto,
  RutasMercaderistaDto,
  SemanaGeneradaDto,
} from './dto';
import { activarAlmacen, guardarAlmacen, listarAlmacenes } from './servicios/almacenes';
import { crearMercaderista, listarMercaderistasAdmin } from './servicios/mercaderistas';
import { guardarRegion, listarRegiones } from './servicios/regiones';
import {
  generarSemana,
  guardarCambioRuta,
  guardarPatron,
  quitarCambioRuta,
  rutasDelMercaderista,
} from './servicios/rutas';

const administrar = staffProcedure('admin_merchandising', { alcanceCliente: true });

export const merchandisingAdminRouter = router({
  almacenes: administrar
    .input(FiltroAlmacenesAdmin)
    .output(ListaAlmacenesAdminDto)
    .query(({ ctx, input }) => listarAlmacenes(ctx.em, ctx.sesion.usuario.alcance, input)),
  guardarAlmacen: administrar
    .input(EntradaGuardarAlmacen)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => guardarAlmacen(ctx, input)),
  activarAlmacen: administrar
    .input(EntradaActivarMaestro)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => activarAlmacen(ctx, input)),
  regiones: administrar
    .input(FiltroRegionesAdmin)
    .output(ListaRegionesAdminDto)
    .query(({ ctx, input }) => listarRegiones(ctx.em, ctx.sesion.usuario.alcance, input)),
  guardarRegion: administrar
    .input(EntradaGuardarRegion)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => guardarRegion(ctx, input)),
  mercaderistas: administrar
    .input(FiltroMercaderistasAdmin)
    .output(ListaMercaderistasAdminDto)
    .query(({ ctx, input }) => listarMercaderistasAdmin(ctx.em, ctx.sesion.usuario.alcance, input)),
  crearMercaderista: administrar
    .input(EntradaCrearMercaderista)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => crearMercaderista(ctx, input)),
  rutas: administrar
    .input(EntradaRutasMercaderista)
    .output(RutasMercaderistaDto)
    .query(({ ctx, input }) =>
      rutasDelMercaderista(ctx.em, ctx.sesion.usuario.alcance, input.usuarioId, input.fecha, ctx.now()),
    ),
  guardarPatron: administrar
    .input(EntradaGuardarPatron)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => guardarPatron(ctx, input)),
  guardarCambio: administrar
    .input(EntradaCambioRuta)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => guardarCambioRuta(ctx, input)),
  quitarCambio: administrar
    .input(EntradaQuitarCambioRuta)
    .output(GuardadoMerchandisingDto)
    .mutation(({ ctx, input }) => quitarCambioRuta(ctx, input.id)),
  generarSemana: administrar
    .input(EntradaGenerarSemana)
    .output(SemanaGeneradaDto)
    .mutation(({ ctx, input }) => generarSemana(ctx, input)),
});
