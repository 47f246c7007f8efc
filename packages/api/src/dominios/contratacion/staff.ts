/** Staff procedures of hiring orders (spec 01 §6: add/change_ordencontratacion; reads need read_pedido). */
import {
  EntradaAsociaciones,
  EntradaCambiarDireccion,
  EntradaCandidatoPedido,
  EntradaCentrosTrabajo,
  EntradaColaOrdenes,
  EntradaCrearOrden,
  EntradaEditarOrden,
  EntradaEliminarConcepto,
  EntradaGuardarConcepto,
  EntradaIdOrden,
  EntradaOrdenVersion,
  EntradaReintentarLlamada,
  TAMANO_PAGINA_ASOCIACIONES,
} from '@talento/rules';
import { staffProcedure } from '../../nucleo/procedures';
import { listarAsociaciones } from './servicios/asociaciones';
import { colaOrdenes } from './servicios/cola';
import { eliminarConcepto, guardarConcepto } from './servicios/conceptos';
import { cambiarDireccion, leerDireccion } from './servicios/direccion';
import { crearOrden, editarOrden } from './servicios/guardar';
import { obtenerOrden, ordenDeCandidato } from './servicios/lectura';
import { centrosTrabajoPorRiesgo, maestrosContratacion } from './servicios/maestros';
import { radicarOrden, reenviarInduccion, reintentarLlamada } from './servicios/radicar';
import {
  AsociacionesDto,
  CentrosTrabajoDto,
  ColaOrdenesDto,
  DireccionCandidatoDto,
  MaestrosContratacionDto,
  MensajeDto,
  OrdenDeCandidatoDto,
  ResultadoCambiarDireccionDto,
  ResultadoConceptoDto,
  ResultadoGuardarOrdenDto,
  ResultadoRadicarDto,
  ResultadoReenviarInduccionDto,
  VistaOrdenDto,
} from './dto';

const lectura = staffProcedure('read_pedido', { alcanceCliente: true });
const maestros = staffProcedure('read_pedido', { alcanceCliente: false });
const crear = staffProcedure('add_ordencontratacion', { alcanceCliente: true });
const cambiar = staffProcedure('change_ordencontratacion', { alcanceCliente: true });

export const procedimientosStaff = {
  /** The candidate row's hiring order: access (editar/ver), defaults, client rules and the order if any. */
  deCandidato: lectura
    .input(EntradaCandidatoPedido)
    .output(OrdenDeCandidatoDto)
    .query(({ ctx, input }) => ordenDeCandidato(ctx.em, ctx.sesion.usuario, input.candidatoPedidoId)),
  /** /contratacion/ordenes: the queue (filters; without `pagina`, every row for the CSV export). */
  ordenes: lectura
    .input(EntradaColaOrdenes)
    .output(ColaOrdenesDto)
    .query(({ ctx, input }) => colaOrdenes(ctx.em, ctx.sesion.usuario.alcance, input)),
  obtener: lectura
    .input(EntradaIdOrden)
    .output(VistaOrdenDto)
    .query(({ ctx, input }) => obtenerOrden(ctx.em, ctx.sesion.usuario, input.id)),
  maestros: maestros.output(MaestrosContratacionDto).query(({ ctx }) => maestrosContratacion(ctx.em)),
  centrosTrabajo: maestros
    .input(EntradaCentrosTrabajo)
    .output(CentrosTrabajoDto)
    .query(({ ctx, input }) => centrosTrabajoPorRiesgo(ctx.em, input.riesgoArl)),
  crear: crear
    .input(EntradaCrearOrden)
    .output(ResultadoGuardarOrdenDto)
    .mutation(({ ctx, input }) => crearOrden(ctx.em, ctx.sesion.usuario, input, { porCliente: false })),
  editar: cambiar
    .input(EntradaEditarOrden)
    .output(ResultadoGuardarOrdenDto)
    .mutation(({ ctx, input }) => editarOrden(ctx.em, ctx.sesion.usuario, input)),
  guardarConcepto: cambiar
    .input(EntradaGuardarConcepto)
    .output(ResultadoConceptoDto)
    .mutation(({ ctx, input }) => guardarConcepto(ctx.em, ctx.sesion.usuario, input)),
  eliminarConcepto: cambiar
    .input(EntradaEliminarConcepto)
    .output(ResultadoConceptoDto)
    .mutation(({ ctx, input }) => eliminarConcepto(ctx.em, ctx.sesion.usuario, input)),
  radicar: cambiar
    .input(EntradaOrdenVersion)
    .output(ResultadoRadicarDto)
    .mutation(({ ctx, input }) => radicarOrden(ctx.em, ctx.sesion.usuario, input)),
  reenviarInduccion: cambiar
    .input(EntradaOrdenVersion)
    .output(ResultadoReenviarInduccionDto)
    .mutation(({ ctx, input }) => reenviarInduccion(ctx.em, ctx.sesion.usuario, input)),
  reintentarLlamada: cambiar
    .input(EntradaReintentarLlamada)
    .output(MensajeDto)
    .mutation(({ ctx, input }) => reintentarLlamada(ctx.em, ctx.sesion.usuario, input)),
  direccion: lectura
    .input(EntradaCandidatoPedido)
    .output(DireccionCandidatoDto)
    .query(({ ctx, input }) => leerDireccion(ctx.em, ctx.sesion.usuario, input.candidatoPedidoId)),
  cambiarDireccion: cambiar
    .input(EntradaCambiarDireccion)
    .output(ResultadoCambiarDireccionDto)
    .mutation(({ ctx, input }) => cambiarDireccion(ctx.em, ctx.sesion.usuario, input)),
  asociaciones: staffProcedure('ver_asociaciones_empleado', { alcanceCliente: true })
    .input(EntradaAsociaciones)
    .output(AsociacionesDto)
    .query(({ ctx, input }) =>
      listarAsociaciones(ctx.em, ctx.sesion.usuario.alcance, {
        ...input,
        tamano: TAMANO_PAGINA_ASOCIACIONES,
      }),
    ),
};
