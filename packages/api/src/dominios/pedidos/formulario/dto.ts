import { z } from 'zod';

/** Output shapes of the order form procedures (never ORM entities). */
export const ConfiguracionFormularioDto = z.object({
  smmlv: z.number(),
  auxilioTransporte: z.number(),
  tiposPedido: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  /** Catalogue TIPO_CONVOCATORIA (the stock form asks it with the questions section). */
  tiposConvocatoria: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  sucursales: z.array(z.object({ id: z.number(), nombre: z.string(), ciudad: z.string() })),
  limites: z.object({
    minimoCandidatosVacanteDefecto: z.number(),
    minVacantes: z.number(),
    mesesMaxFechaIngreso: z.number(),
    factorSmmlvAuxilioTransporte: z.number(),
    maxCaracteresSalario: z.number(),
    maxCaracteresComision: z.number(),
    minCaracteresBusquedaCiudad: z.number(),
    minCaracteresBusqueda: z.number(),
  }),
});

export const PerfilFormularioDto = z.object({
  id: z.number(),
  nombreCargoPerfil: z.string(),
  tiempoDiasBusqueda: z.number().nullable(),
  salario: z.number(),
  horarioTrabajo: z.number(),
  estadoPerfil: z.number(),
});

export const LineaFormularioDto = z.object({
  id: z.number(),
  estado: z.number(),
  ciudad: z.object({ id: z.number(), nombre: z.string(), departamento: z.string() }).nullable(),
  vacantes: z.number(),
  centroCosto: z.string(),
  direccionPresentarse: z.string(),
  personaAutorizaIngreso: z.string(),
});

export const PedidoFormularioDto = z.object({
  id: z.number(),
  version: z.number(),
  estado: z.number(),
  esStock: z.boolean(),
  esHijo: z.boolean(),
  pedidoPadreId: z.number().nullable(),
  cliente: z.object({ id: z.number(), nombre: z.string(), numeroDocumento: z.string() }),
  perfil: PerfilFormularioDto,
  sucursalId: z.number().nullable(),
  nombreCargo: z.string(),
  descripcion: z.string(),
  minimoCandidatosVacante: z.number(),
  salario: z.number().nullable(),
  comision: z.number().nullable(),
  tieneRuta: z.boolean(),
  auxilioTransporte: z.number(),
  auxilioAlimentacion: z.number(),
  auxilioInternet: z.number(),
  auxilioCelular: z.number(),
  auxilioRodamiento: z.number(),
  otrosAuxilios: z.array(z.object({ nombre: z.string(), valor: z.number() })),
  jornadaLaboral: z.number().nullable(),
  horarioInicio: z.string().nullable(),
  horarioFin: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  fechaIngreso: z.string().nullable(),
  tipoPedido: z.string().nullable(),
  esDestacado: z.boolean(),
  fechaSolicitud: z.date(),
  fechaAprobacion: z.date().nullable(),
  /** 'YYYY-MM-DD' */
  fechaNegociada: z.string().nullable(),
  lineas: z.array(LineaFormularioDto),
  /** Minimum wage and transport aid in force on the order's request day: what editing it computes with. */
  valoresSolicitud: z.object({ smmlv: z.number(), auxilioTransporte: z.number() }),
});

export const PedidoCreadoDto = z.object({ id: z.number(), estado: z.number() });
export const PedidoGuardadoDto = z.object({ id: z.number(), estado: z.number(), version: z.number() });
