import { z } from 'zod';

const Mensaje = z.object({ mensaje: z.string() });
const Archivo = z.object({ id: z.number(), nombre: z.string(), tipoMime: z.string(), tamano: z.number() });

export const TipoRequisitoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  validezDias: z.number(),
  esPruebas: z.boolean(),
  esDeProductoTerminado: z.boolean(),
});

export const RequisitoPersonaDto = z.object({
  id: z.number(),
  version: z.number(),
  requisitoId: z.number(),
  nombre: z.string(),
  esPrueba: z.boolean(),
  esDeProductoTerminado: z.boolean(),
  fechaRealizacion: z.string(),
  vence: z.string(),
  vencida: z.boolean(),
  resultado: z.number(),
  resultadoEtiqueta: z.string(),
  calificacion: z.number().nullable(),
  puntaje: z.number().nullable(),
  conceptoFinal: z.string().nullable(),
  comentario: z.string().nullable(),
  esVisibleCliente: z.boolean(),
  usuario: z.string().nullable(),
  creadoEn: z.date(),
  archivos: z.array(Archivo),
});

export const RequisitosPersonaDto = z.object({
  candidatoId: z.number(),
  estadoProducto: z.number(),
  tieneEntrevista: z.boolean(),
  requisitos: z.array(RequisitoPersonaDto),
});

export const TipoCreadoDto = Mensaje.extend({ id: z.number(), nombre: z.string(), validezDias: z.number() });
export const RequisitoAgregadoDto = Mensaje.extend({
  id: z.number(),
  archivos: z.number(),
  estadoProducto: z.number(),
});
export const EvidenciaAgregadaDto = Mensaje.extend({ id: z.number(), archivos: z.number() });
export const VisibilidadDto = Mensaje.extend({ visibles: z.number() });
export const ArchivoDescargaDto = z.object({ nombre: z.string(), tipoMime: z.string(), base64: z.string() });

export const DatosEdicionDto = z.object({
  candidatoId: z.number(),
  version: z.number(),
  nombre1: z.string(),
  nombre2: z.string().nullable(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  email: z.string(),
  telefonoOCelular: z.string(),
  whatsapp: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  contratado: z.boolean(),
  tieneClave: z.boolean(),
  motivos: z.array(z.object({ id: z.number(), nombre: z.string() })),
});
export const EdicionDto = Mensaje.extend({ version: z.number(), contratoActualizador: z.boolean() });

const PedidoOpcion = z.object({
  id: z.number(),
  nombreCargo: z.string(),
  cliente: z.string(),
  ciudad: z.string().nullable(),
  estadoEtiqueta: z.string(),
});
export const DestinosStockDto = z.object({
  categorias: z.array(z.object({ id: z.number(), nombre: z.string(), vigencia: z.number() })),
  pedidosStock: z.array(PedidoOpcion),
});
export const EnvioStockDto = Mensaje.extend({ disponibilidadStock: z.number() });
export const LiberarDto = z.object({ disponibilidad: z.number(), msj: z.string() });
export const PedidosCompatiblesDto = z.object({
  mensajeDisponibilidad: z.string().nullable(),
  pedidos: z.array(PedidoOpcion),
});
export const AgregadoPedidoDto = Mensaje.extend({ id: z.number(), estado: z.number(), pool: z.number() });
export const AgregadosVariosDto = Mensaje.extend({
  resultados: z.array(Mensaje.extend({ candidatoId: z.number(), agregado: z.boolean() })),
});

export const EstadoNominaDto = z.object({
  configurado: z.boolean(),
  estado: z.enum(['pendiente', 'enviado', 'error']).nullable(),
  mensaje: z.string().nullable(),
  fecha: z.date().nullable(),
});
export const EnvioNominaDto = Mensaje.extend({ mensajeId: z.number(), estado: z.literal('pendiente') });
