import { z } from 'zod';

const Accion = z.enum(['aprobar', 'avanzar', 'finalizar', 'cancelar', 'editar']);
const Nombre = z.object({ id: z.number(), nombre: z.string() });

export const ArchivoEvidenciaDto = z.object({ id: z.number(), nombre: z.string(), tipoMime: z.string(), tamano: z.number() });

/** Information panel, stage panel and actions panel of `/pedido-detail/:idPedido`. */
export const DetallePedidoDto = z.object({
  id: z.number(),
  version: z.number(),
  esStock: z.boolean(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  /** Stage (1-5) the stage panel highlights. */
  etapa: z.number(),
  cliente: z.object({ id: z.number(), nombre: z.string(), tipoDocumento: z.string(), numeroDocumento: z.string() }),
  perfil: z.object({ id: z.number(), nombreCargoPerfil: z.string(), tiempoDiasBusqueda: z.number().nullable() }),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }).nullable(),
  /** City lines (112) of a multi-city parent (111). */
  lineasCiudad: z.array(z.object({ id: z.number(), ciudad: z.string().nullable(), vacantes: z.number(), estado: z.number(), estadoEtiqueta: z.string() })),
  pedidoPadre: z.number().nullable(),
  sucursal: Nombre.nullable(),
  nombreCargo: z.string(),
  descripcion: z.string().nullable(),
  centroCosto: z.string().nullable(),
  direccionPresentarse: z.string().nullable(),
  personaAutorizaIngreso: z.string().nullable(),
  vacantes: z.number(),
  vacantesCumplidas: z.number(),
  minimoCandidatosVacante: z.number(),
  salario: z.number().nullable(),
  comision: z.number().nullable(),
  tieneRuta: z.boolean(),
  tieneAuxilioTransporte: z.boolean(),
  auxilioTransporte: z.number(),
  auxilioAlimentacion: z.number(),
  auxilioInternet: z.number(),
  auxilioCelular: z.number(),
  auxilioRodamiento: z.number(),
  otrosAuxilios: z.array(z.object({ id: z.number(), nombre: z.string(), valor: z.number() })),
  jornadaLaboral: z.number().nullable(),
  jornadaLaboralEtiqueta: z.string().nullable(),
  /** 'HH:mm'. */
  horarioInicio: z.string().nullable(),
  horarioFin: z.string().nullable(),
  fechaSolicitud: z.date(),
  fechaAprobacion: z.date().nullable(),
  /** 'YYYY-MM-DD' calendar dates. */
  fechaIngreso: z.string().nullable(),
  fechaNegociada: z.string().nullable(),
  fechaCancelacion: z.date().nullable(),
  fechaFinalizacion: z.date().nullable(),
  fechaEstado2: z.date().nullable(),
  fechaEstado3: z.date().nullable(),
  fechaEstado4: z.date().nullable(),
  tipoPedido: z.string().nullable(),
  tipoPedidoEtiqueta: z.string().nullable(),
  esDestacado: z.boolean(),
  facDefinido: z.boolean(),
  facNombre: z.string().nullable(),
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
export const ResultadoTransicionDto = z.object({ id: z.number(), estado: z.number(), version: z.number(), mensaje: z.string() });

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

export const EvidenciaDescargaDto = z.object({ nombre: z.string(), tipoMime: z.string(), base64: z.string() });
