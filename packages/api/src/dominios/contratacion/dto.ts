/** Output shapes of the hiring-order procedures, staff and client portal (never ORM entities). */
import { enCatalogo, NIVEL_ORGANIZACIONAL, TIPOS_JORNADA_ORDEN } from '@talento/rules';
import { z } from 'zod';
import { esquemaDe } from '../../nucleo/sql/columnas';
import { COLUMNAS_COLA_ORDENES } from './servicios/cola-columnas';

/**
 * What the client portal gets of hiring orders: status only, never pay data (salary, commissions,
 * concepts), cost centre or ERP codes.
 */
export const OrdenClienteDto = z.object({
  id: z.number(),
  consecutivo: z.number(),
  pedidoId: z.number(),
  cliente: z.string(),
  cargo: z.string(),
  ciudad: z.string(),
  candidatos: z.array(z.string()),
  creadoPorCliente: z.boolean(),
  fechaCreado: z.date(),
  fechaRadicado: z.date().nullable(),
  estado: z.enum(['guardada', 'radicada', 'enviada_nomina']),
  estadoEtiqueta: z.string(),
});

export const ResultadoGuardarOrdenDto = z.object({
  id: z.number(),
  version: z.number(),
  consecutivo: z.number(),
  mensaje: z.string(),
});

/** A hiring order's form fields as stored (the shape of `CamposOrdenContratacion`, without its input rules). */
const CamposOrdenDto = z.object({
  personaAutorizaIngreso: z.string(),
  /** 'YYYY-MM-DD'. */
  fechaIngreso: z.string(),
  ciudadId: z.number(),
  cargoId: z.number(),
  salario: z.number(),
  salarioIntegral: z.boolean(),
  relacionLaboral: z.string(),
  tipoSalario: z.string(),
  riesgoArl: z.string(),
  tipoComision: z.string().nullable(),
  comisiones: z.number().nullable(),
  tipoVariable: z.string().nullable(),
  variable: z.number().nullable(),
  tipoJornada: z.enum(TIPOS_JORNADA_ORDEN),
  horasJornada: z.number().nullable(),
  jefeInmediato: z.string().nullable(),
  jefeInmediatoCargo: z.string().nullable(),
  area: z.string().nullable(),
  observaciones: z.string().nullable(),
  obraLabor: z.string().nullable(),
  observacionesCompra: z.string().nullable(),
  conceptoSalario1: z.string().nullable(),
  valorConceptoSalario1: z.number().nullable(),
  conceptoSalario2: z.string().nullable(),
  valorConceptoSalario2: z.number().nullable(),
  nivel1Id: z.number().nullable(),
  nivel2Id: z.number().nullable(),
  nivel3Id: z.number().nullable(),
  nivel4Id: z.number().nullable(),
  nivel5Id: z.number().nullable(),
  centroTrabajoId: z.number(),
  dptoId: z.number(),
});

/** The client's conditional rules of the form (`ReglasOrden`). */
const ReglasOrdenDto = z.object({
  nivelesRequeridos: z.array(enCatalogo(NIVEL_ORGANIZACIONAL)).readonly(),
  ofertaMercantil: z.boolean(),
});

/** An ERP call of an order (requisition, filing, induction) or a CV send of one of its candidates. */
const LlamadaErpDto = z.object({
  id: z.number(),
  operacion: z.enum(['requisicion', 'radicacion', 'induccion', 'hoja_de_vida']),
  candidatoId: z.number().nullable(),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  mensaje: z.string().nullable(),
  intentos: z.number(),
  creadoEn: z.date(),
  enviadoEn: z.date().nullable(),
});

/** What the hiring-order modal, the print page and the order detail read (`contratacion.obtener`). */
export const VistaOrdenDto = z.object({
  id: z.number(),
  version: z.number(),
  consecutivo: z.number(),
  pedidoId: z.number(),
  estadoPedido: z.number(),
  cliente: z.object({ id: z.number(), nombre: z.string(), numeroDocumento: z.string() }),
  creadoPorCliente: z.boolean(),
  creadoPor: z.string().nullable(),
  fechaCreado: z.date(),
  radicado: z.boolean(),
  fechaRadicado: z.date().nullable(),
  /** Who filed it ("Radicada el … por …"): the user who asked for the filing the ERP accepted. */
  radicadoPor: z.string().nullable(),
  estado: z.enum(['sin_guardar', 'guardada', 'radicando', 'radicada']),
  campos: CamposOrdenDto,
  nombres: z.object({
    ciudad: z.string(),
    cargo: z.string(),
    cargoCodigo: z.string(),
    cargoExisteEnErp: z.boolean(),
    centroTrabajo: z.string(),
    centroTrabajoPorcentaje: z.number(),
    dpto: z.string(),
    niveles: z.array(z.string().nullable()),
  }),
  candidatos: z.array(
    z.object({
      candidatoPedidoId: z.number(),
      candidatoId: z.number(),
      nombre: z.string(),
      tipoDocumento: z.number(),
      numeroDocumento: z.string(),
      estado: z.number(),
      mostrarAsociacion: z.boolean(),
    }),
  ),
  conceptos: z.array(
    z.object({
      id: z.number(),
      tipo: z.string(),
      periodicidad: z.string(),
      concepto: z.string(),
      descripcion: z.string(),
      descripcionCorta: z.string(),
      valor: z.number(),
    }),
  ),
  llamadas: z.array(LlamadaErpDto),
  mostrarRadicar: z.boolean(),
  mostrarReenviarInduccion: z.boolean(),
  reglas: ReglasOrdenDto,
});

/** The candidate row's hiring order (`contratacion.deCandidato`): access, defaults, client rules and the order if any. */
export const OrdenDeCandidatoDto = z.object({
  candidatoPedidoId: z.number(),
  candidato: z.object({
    id: z.number(),
    nombre: z.string(),
    numeroDocumento: z.string(),
    estado: z.number(),
  }),
  pedido: z.object({ id: z.number(), estado: z.number(), cliente: z.string() }),
  acceso: z.enum(['editar', 'ver']).nullable(),
  sugeridos: z.object({
    personaAutorizaIngreso: z.string().nullable(),
    ciudadId: z.number().nullable(),
    ciudad: z.string().nullable(),
    salario: z.number().nullable(),
  }),
  reglas: ReglasOrdenDto,
  orden: VistaOrdenDto.nullable(),
});

/** A choice of an ERP catalogue (`porcentaje`: the ARL risk's, null elsewhere). */
export const OpcionMaestroDto = z.object({
  codigo: z.string(),
  nombre: z.string(),
  porcentaje: z.number().nullable(),
});
export type OpcionMaestro = z.infer<typeof OpcionMaestroDto>;

/** The ERP masters the hiring-order form chooses from (staff and client portal). */
export const MaestrosContratacionDto = z.object({
  catalogos: z.object({
    RELACION_LABORAL: z.array(OpcionMaestroDto),
    TIPO_SALARIO: z.array(OpcionMaestroDto),
    RIESGO_ARL: z.array(OpcionMaestroDto),
    TIPO_COMISION: z.array(OpcionMaestroDto),
    TIPO_VARIABLE: z.array(OpcionMaestroDto),
    TIPO_CONCEPTO: z.array(OpcionMaestroDto),
    PERIODICIDAD: z.array(OpcionMaestroDto),
    CONCEPTO_CONTRATO: z.array(OpcionMaestroDto),
  }),
  niveles: z.array(z.object({ id: z.number(), nivel: z.number(), codigo: z.string(), nombre: z.string() })),
  centrosCosto: z.array(z.object({ id: z.number(), codigo: z.string(), nombre: z.string() })),
});

/** Work centres of an ARL risk. */
export const CentrosTrabajoDto = z.array(
  z.object({ id: z.number(), codigo: z.string(), nombre: z.string(), porcentaje: z.number() }),
);

/** The concept saved or removed, the order's new version, and the toast. */
export const ResultadoConceptoDto = z.object({ id: z.number(), version: z.number(), mensaje: z.string() });
/** Filing queued for the ERP: the order is "radicando" until the ERP answers. */
export const ResultadoRadicarDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.literal('radicando'),
  mensaje: z.string(),
});
/** Induction calls queued for the ERP, and the toast. */
export const ResultadoReenviarInduccionDto = z.object({
  id: z.number(),
  version: z.number(),
  mensaje: z.string(),
});
/** Only the toast (a failed ERP call back to Pendiente). */
export const MensajeDto = z.object({ mensaje: z.string() });

/** The candidate's current address, for the "Change candidate address" modal. */
export const DireccionCandidatoDto = z.object({
  tipoDireccion: z.number().nullable(),
  direccionCadena: z.string().nullable(),
  direccionZona: z.string().nullable(),
  direccionBarrio: z.string().nullable(),
  direccionAdicional: z.string().nullable(),
  direccionRural: z.string().nullable(),
  direccionOtra: z.string().nullable(),
});
/** The candidate whose address changed, and the toast. */
export const ResultadoCambiarDireccionDto = z.object({ candidatoId: z.number(), mensaje: z.string() });

/** /contratacion/asociaciones: per person of a filed order, the ERP employee association and the ERP calls. */
export const AsociacionesDto = z.object({
  total: z.number(),
  pagina: z.number(),
  filas: z.array(
    z.object({
      ordenId: z.number(),
      consecutivo: z.number(),
      pedidoId: z.number(),
      cliente: z.string(),
      ciudad: z.string(),
      cargo: z.string(),
      fechaRadicado: z.date().nullable(),
      candidatoId: z.number(),
      nombre: z.string(),
      numeroDocumento: z.string(),
      codigoEmpleado: z.string().nullable(),
      contrato: z.string().nullable(),
      estadoInduccion: z.number().nullable(),
      estadoInduccionEtiqueta: z.string(),
      llamadas: z.array(LlamadaErpDto),
    }),
  ),
});

/** The client portal's "Iniciar orden de contratación" form: the approved candidate, city, position and the client's rules. */
export const DatosParaIniciarDto = z.object({
  candidatoPedidoId: z.number(),
  candidato: z.string(),
  pedidoId: z.number(),
  cliente: z.string(),
  puedeIniciar: z.boolean(),
  ciudad: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  cargo: z.object({ id: z.number(), nombre: z.string() }),
  personaAutorizaIngreso: z.string().nullable(),
  salario: z.number().nullable(),
  reglas: ReglasOrdenDto,
});

/**
 * /contratacion/ordenes: the queue of hiring orders (one row per person; `ordenId` null while unsaved): the statement's
 * columns as they are (servicios/cola-columnas.ts) and the last ERP call.
 */
export const ColaOrdenesDto = z.object({
  total: z.number(),
  pagina: z.number(),
  filas: z.array(
    z.object({
      ...esquemaDe(COLUMNAS_COLA_ORDENES),
      ultimaLlamada: z
        .object({
          id: z.number(),
          operacion: z.enum(['requisicion', 'radicacion', 'induccion', 'hoja_de_vida']),
          estado: z.number(),
          mensaje: z.string().nullable(),
          fecha: z.date(),
        })
        .nullable(),
    }),
  ),
});
