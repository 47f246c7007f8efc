import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { ArchivoEvidenciaDto, COLUMNAS_DETALLE } from '../servicios/detalle-columnas';

const Accion = z.enum(['aprobar', 'avanzar', 'finalizar', 'cancelar', 'editar']);
const Nombre = z.object({ id: z.number(), nombre: z.string() });

export { ArchivoEvidenciaDto };

/**
 * Information panel, stage panel and actions panel of `/pedido-detail/:idPedido`: the columns the statement answers
 * as they are (servicios/detalle-columnas.ts) and the fields computed from the others.
 */
export const DetallePedidoDto = z.object({
  ...esquemaDe(COLUMNAS_DETALLE),
  estadoEtiqueta: z.string(),
  /** Stage (1-5) the stage panel highlights. */
  etapa: z.number(),
  cliente: z.object({
    id: z.number(),
    nombre: z.string(),
    tipoDocumento: z.string(),
    numeroDocumento: z.string(),
  }),
  perfil: z.object({
    id: z.number(),
    nombreCargoPerfil: z.string(),
    tiempoDiasBusqueda: z.number().nullable(),
  }),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }).nullable(),
  /** City lines (112) of a multi-city parent (111). */
  lineasCiudad: z.array(
    z.object({
      id: z.number(),
      ciudad: z.string().nullable(),
      vacantes: z.number(),
      estado: z.number(),
      estadoEtiqueta: z.string(),
    }),
  ),
  sucursal: Nombre.nullable(),
  jornadaLaboralEtiqueta: z.string().nullable(),
  tipoPedidoEtiqueta: z.string().nullable(),
  pruebas: z.object({
    fac: z.boolean(),
    detac: z.boolean(),
    competencias: z.boolean(),
    idisc: z.boolean(),
    valores: z.boolean(),
    entrevistas: z.boolean(),
  }),
  creadoPor: z.string(),
  encargado: z.string().nullable(),
  actorAprobacion: z.string().nullable(),
  cancelacion: z
    .object({
      causa: z.number().nullable(),
      causaEtiqueta: z.string(),
      razon: z.string().nullable(),
      actor: z.string().nullable(),
      fecha: z.date().nullable(),
      archivos: z.array(ArchivoEvidenciaDto),
    })
    .nullable(),
  /** "Pedido Terminado" on a finished order, otherwise null. */
  terminado: z.string().nullable(),
  conteos: z.object({ preseleccionados: z.number(), seleccionados: z.number() }),
  diasTranscurridos: z.number(),
  diasRestantes: z.number().nullable(),
  acciones: z.array(Accion),
  puedeDuplicar: z.boolean(),
});
export type DetallePedidoDto = z.infer<typeof DetallePedidoDto>;

/** Answer of a stage change: the new state and version, and the toast to show. */
export const ResultadoTransicionDto = z.object({
  id: z.number(),
  estado: z.number(),
  version: z.number(),
  mensaje: z.string(),
});

export const ComentarioDto = z.object({
  id: z.number(),
  texto: z.string(),
  fecha: z.date(),
  visibilidad: z.number(),
  visibilidadEtiqueta: z.string(),
  autor: z.string(),
});

export const EventoDto = z.object({
  id: z.number(),
  tipo: z.number(),
  tipoEtiqueta: z.string(),
  estadoAnterior: z.number().nullable(),
  estadoNuevo: z.number().nullable(),
  pool: z.number().nullable(),
  poolNuevo: z.number().nullable(),
  /** Labels of the previous/new value: order state (type 0), candidate state (4) or pool (3, 5). */
  anteriorEtiqueta: z.string().nullable(),
  nuevoEtiqueta: z.string().nullable(),
  candidatoNombre: z.string().nullable(),
  actor: z.string().nullable(),
  fecha: z.date(),
});

export const EvidenciaDescargaDto = z.object({
  nombre: z.string(),
  tipoMime: z.string(),
  base64: z.string(),
});

/** The order's cost centre after the change, with its new version. */
export const CentroCostoDto = z.object({
  id: z.number(),
  centroCosto: z.string().nullable(),
  version: z.number(),
});
