import { z } from 'zod';
import { TarjetaPedidoSchema } from '@talento/rules';

/** Output shapes of the stock-order procedures (never ORM entities). */
export const PerfilStockDto = z.object({
  id: z.number(),
  version: z.number(),
  nombreCargoPerfil: z.string(),
  tiempoDiasBusqueda: z.number().nullable(),
  salario: z.number(),
  horarioTrabajo: z.number(),
  estadoPerfil: z.number(),
  /** It has filter questions: the stock form shows its questions section and asks the convocatoria type. */
  conPreguntas: z.boolean(),
});

const Ciudad = z.object({ id: z.number(), nombre: z.string(), departamento: z.string() });

export const LineaStockDto = z.object({
  id: z.number(),
  estado: z.number(),
  ciudad: Ciudad.nullable(),
  centroCosto: z.string(),
  direccionPresentarse: z.string(),
  personaAutorizaIngreso: z.string(),
  vacantes: z.number(),
  minimoCandidatosVacante: z.number(),
  salario: z.number(),
  comision: z.number().nullable(),
  tieneRuta: z.boolean(),
  auxilioTransporte: z.number(),
  auxilioTransporteExtra: z.number(),
  auxilioAlimentacion: z.number(),
  auxilioInternet: z.number(),
  auxilioCelular: z.number(),
  /** 'YYYY-MM-DD' */
  fechaIngreso: z.string().nullable(),
  jornadaLaboral: z.number().nullable(),
  horarioInicio: z.string().nullable(),
  horarioFin: z.string().nullable(),
  otrosAuxilios: z.array(z.object({ nombre: z.string(), valor: z.number() })),
  pedidoPadreOcId: z.number().nullable(),
  tieneCandidatos: z.boolean(),
});

export const PedidoStockFormularioDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.number(),
  esStock: z.boolean(),
  acciones: z.array(z.enum(['guardar', 'aprobar', 'duplicar', 'eliminarLinea'])),
  cliente: z.object({ id: z.number(), nombre: z.string(), numeroDocumento: z.string() }),
  perfil: PerfilStockDto,
  nombreCargo: z.string(),
  descripcion: z.string(),
  esDestacado: z.boolean(),
  convocatoria: z.string().nullable(),
  fechaSolicitud: z.date(),
  fechaAprobacion: z.date().nullable(),
  /** "Creado automáticamente el … por nivel …" for a draft of the daily stock job; null when a person created it. */
  automatico: z.string().nullable(),
  lineas: z.array(LineaStockDto),
  /** Minimum wage and transport aid in force on the order's request day: what editing it computes with. */
  valoresSolicitud: z.object({ smmlv: z.number(), auxilioTransporte: z.number() }),
});

export const PedidoStockCreadoDto = z.object({ id: z.number(), estado: z.number() });
export const PedidoStockGuardadoDto = z.object({ id: z.number(), estado: z.number(), version: z.number() });
export const PerfilAprobadoDto = z.object({ id: z.number(), estadoPerfil: z.number(), version: z.number() });

export const DashboardStockDto = z.object({
  filas: z.array(
    z.object({
      id: z.number(),
      estado: z.number(),
      esDestacado: z.boolean(),
      cliente: z.object({ id: z.number(), nombre: z.string() }),
      perfil: z.string(),
      nombreCargo: z.string(),
      ciudades: z.array(z.string()),
      vacantes: z.number(),
      preseleccionados: z.number(),
      seleccionados: z.number(),
      salario: z.number().nullable(),
      fechaSolicitud: z.date(),
      fechaAprobacion: z.date().nullable(),
      creador: z.string(),
      automatico: z.string().nullable(),
      // What the ordinary cards show (spec 01 §2), declared once in TarjetaPedidoSchema; the type by its name.
      ...TarjetaPedidoSchema.pick({
        sucursal: true,
        fechaIngreso: true,
        tipoPedido: true,
        diasBusqueda: true,
        diasTranscurridos: true,
        diasRestantes: true,
        pruebaFac: true,
        pruebaDetac: true,
        pruebaComp: true,
        pruebaIdisc: true,
        pruebaValores: true,
        pruebaEntrevistas: true,
      }).shape,
    }),
  ),
  hayMas: z.boolean(),
});

const CandidatoStock = z.object({
  id: z.number(),
  candidatoId: z.number(),
  nombre: z.string(),
  documento: z.string(),
  estado: z.number(),
  etiquetaEstado: z.string(),
  puntaje: z.number().nullable(),
});

export const DetalleStockDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.number(),
  esStock: z.boolean(),
  esDestacado: z.boolean(),
  cliente: z.object({ id: z.number(), nombre: z.string() }),
  perfil: z.object({ id: z.number(), nombre: z.string(), estado: z.number() }),
  nombreCargo: z.string(),
  descripcion: z.string(),
  fechaSolicitud: z.date(),
  fechaAprobacion: z.date().nullable(),
  creador: z.string(),
  automatico: z.string().nullable(),
  lineas: z.array(
    z.object({
      id: z.number(),
      version: z.number(),
      estado: z.number(),
      ciudad: z.string(),
      vacantes: z.number(),
      minimoCandidatosVacante: z.number(),
      salario: z.number().nullable(),
      fechaIngreso: z.string().nullable(),
      preseleccionados: z.array(CandidatoStock),
      seleccionados: z.array(CandidatoStock),
      postulados: z.array(
        z.object({
          id: z.number(),
          candidatoId: z.number(),
          nombre: z.string(),
          documento: z.string(),
          disponibilidad: z.number(),
          betado: z.boolean(),
        }),
      ),
      espontaneos: z.array(
        z.object({ id: z.number(), nombre: z.string(), cedula: z.string(), email: z.string() }),
      ),
    }),
  ),
});
