import { z } from 'zod';

const Accion = z.enum([
  'seleccionar',
  'devolverPreseleccion',
  'enviarCliente',
  'validar',
  'rechazar',
  'agendarEntrevista',
  'aprobarEntrevista',
  'noApruebaEntrevista',
  'sePresenta',
  'noFirmaContrato',
  'noSePresenta',
  'remover',
]);

/** One active candidate of an order as the pre-selected / selected panels show it. */
export const CandidatoPedidoDto = z.object({
  id: z.number(),
  version: z.number(),
  candidatoId: z.number(),
  nombre: z.string(),
  documento: z.string(),
  telefono: z.string(),
  email: z.string(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  pool: z.number(),
  puntajeGlobal: z.number().nullable(),
  /** Compatibility score with a stock order, kept from the moment the person was added (null elsewhere). */
  puntajeCompatibilidad: z.number().nullable(),
  porcentajeHv: z.number().nullable(),
  estadoProducto: z.number(),
  estadoProductoEtiqueta: z.string(),
  fechaCitaCliente: z.date().nullable(),
  motivoRechazo: z.string().nullable(),
  validadoRechazo: z.boolean(),
  /** Buttons this user may use now (state machine ∩ flags). */
  acciones: z.array(Accion),
  /** Of `acciones`, those a reading of the same rule the action applies would refuse now, with its message. */
  bloqueadas: z.array(z.object({ accion: Accion, motivo: z.string() })),
  /** Hiring-order button: 'editable' (states 6–7), 'consulta' (from 8) or none. */
  ordenContratacion: z.enum(['editable', 'consulta']).nullable(),
});

export const EspontaneoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  cedula: z.string(),
  telefono: z.string(),
  email: z.string(),
  medio: z.string().nullable(),
  archivo: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  registrado: z.boolean(),
  fechaCreacion: z.date(),
  puedeRemover: z.boolean(),
});

export const ListaCandidatosDto = z.object({
  pedido: z.object({
    id: z.number(),
    estado: z.number(),
    facDefinido: z.boolean(),
    admiteCandidatos: z.boolean(),
  }),
  preseleccionados: z.array(CandidatoPedidoDto),
  seleccionados: z.array(CandidatoPedidoDto),
  espontaneos: z.array(EspontaneoDto),
});

/** The add-candidate search card. */
export const CandidatoEncontradoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  numeroDocumento: z.string(),
  email: z.string(),
  telefono: z.string(),
  disponibilidad: z.number(),
  disponibilidadEtiqueta: z.string(),
  mensajeDisponibilidad: z.string().nullable(),
  estadoProducto: z.number(),
  estadoProductoEtiqueta: z.string(),
  porcentajeHv: z.number().nullable(),
});

/** Answer of every write on a candidate-in-order: new state, pool and version, and the toast. */
export const ResultadoAccionDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.number(),
  pool: z.number(),
  activo: z.boolean(),
  mensaje: z.string(),
});

/** Answer of a bulk action: each candidate's new state and version, and one toast. */
export const ResultadoLoteDto = z.object({
  candidatos: z.array(ResultadoAccionDto.omit({ mensaje: true })),
  mensaje: z.string(),
});

export const ResultadoEspontaneoDto = z.object({ id: z.number(), mensaje: z.string() });

export const MotivoRechazoDto = z.object({ id: z.number(), nombre: z.string() });

const PedidoDestino = z.object({
  id: z.number(),
  nombreCargo: z.string(),
  cliente: z.string(),
  ciudad: z.string().nullable(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
});
export const DestinosDescarteDto = z.object({
  categorias: z.array(z.object({ id: z.number(), nombre: z.string() })),
  pedidosVigentes: z.array(PedidoDestino),
  pedidosStock: z.array(PedidoDestino),
});
