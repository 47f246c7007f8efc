import { z } from 'zod';

/** Output shapes of `perfiles.*` (never ORM entities). */
const IdNombre = z.object({ id: z.number(), nombre: z.string() });
const CiudadDto = z.object({ id: z.number(), nombre: z.string(), departamento: z.string() });

export const PerfilResumenDto = z.object({
  id: z.number(),
  nombreCargoPerfil: z.string(),
  cargo: z.string(),
  estadoPerfil: z.number(),
  tipo: z.number().nullable(),
  salario: z.number(),
  tieneFac: z.boolean(),
  createdAt: z.date(),
  fechaAprobacion: z.date().nullable(),
});

export const PerfilClienteDto = z.object({
  cliente: z.object({
    id: z.number(),
    nombre: z.string(),
    tipoDocumento: z.number(),
    numeroDocumento: z.string(),
  }),
  perfiles: z.array(PerfilResumenDto),
});

export const ResponsabilidadDto = z.object({
  funcion: z.string(),
  porcentaje: z.number(),
  queHace: z.string(),
  comoHace: z.string(),
  paraQueHace: z.string(),
});
export const IndicadorDto = z.object({
  nombre: z.string(),
  formula: z.string(),
  peso: z.number(),
  periodicidad: z.string(),
  meta: z.string(),
  objetivoProceso: z.string(),
});
export const RelacionAreaDto = z.object({ area: z.string(), proposito: z.string(), relacion: z.number() });

export const PerfilDto = z.object({
  id: z.number(),
  version: z.number(),
  estadoPerfil: z.number(),
  cliente: z.object({
    id: z.number(),
    nombre: z.string(),
    tipoDocumento: z.number(),
    numeroDocumento: z.string(),
  }),
  cargo: z.object({ id: z.number(), codigo: z.string(), nombre: z.string() }),
  nombreCargoPerfil: z.string(),
  misionCargoPerfil: z.string(),
  tipo: z.number().nullable(),
  tipoCargo: IdNombre.nullable(),
  tipologia: z.number(),
  tiempoDiasBusqueda: z.number().nullable(),
  esHijo: z.boolean(),
  perfilPadre: z.object({ id: z.number(), nombreCargoPerfil: z.string() }).nullable(),
  cancelaPerfilPadre: z.boolean(),
  esNegociacion: z.boolean(),
  salario: z.number(),
  esSmmlv: z.boolean(),
  periodoPago: z.number(),
  horarioTrabajo: z.number(),
  fac: IdNombre.nullable(),
  apruebaFac: z.boolean(),
  fechaApruebaFac: z.date().nullable(),
  categoriaStock: IdNombre.nullable(),
  vigenciaStock: z.number().nullable(),
  caracteristicas: z.array(z.number()),
  /** Competency ids in display order. */
  competencias: z.array(z.number()),
  valores: z.array(z.number()),
  responsabilidades: z.array(ResponsabilidadDto),
  indicadores: z.array(IndicadorDto),
  relacionesAreas: z.array(RelacionAreaDto),
  otrasActitudes: z.string().nullable(),
  observaciones: z.string().nullable(),
  edadMinima: z.number().nullable(),
  edadMaxima: z.number().nullable(),
  genero: z.number(),
  lugarResidencia: CiudadDto.nullable(),
  lugarNacimiento: CiudadDto.nullable(),
  estadoCivil: z.number(),
  numeroHijos: z.number().nullable(),
  estrato: z.number(),
  tallaBlusa: z.string().nullable(),
  tallaPantalon: z.string().nullable(),
  tallaCalzado: z.string().nullable(),
  educacion: z.number(),
  conocimientosTecnicos: z.string().nullable(),
  experienciaLaboral: z.string().nullable(),
  otrasHabilidades: z.string().nullable(),
  direccion: z.string().nullable(),
  gerencia: z.string().nullable(),
  subgerencia: z.string().nullable(),
  coordinacion: z.string().nullable(),
  queHace: z.string().nullable(),
  comoHace: z.string().nullable(),
  paraQueHace: z.string().nullable(),
  subnivelElEmpleo: z.string().nullable(),
  profesionesElEmpleo: z.array(z.string()),
  sectoresElEmpleo: z.array(z.string()),
  posicionesElEmpleo: z.array(z.string()),
  areasTrabajoElEmpleo: z.array(z.string()),
  actorAprobacion: z.string().nullable(),
  fechaAprobacion: z.date().nullable(),
  actorCancelacion: z.string().nullable(),
  fechaCancelacion: z.date().nullable(),
  creadoPor: z.string().nullable(),
  createdAt: z.date(),
  /** Minimum wage and transport aid in force on the profile's day (its creation): what editing it computes with. */
  valoresFecha: z.object({ smmlv: z.number(), auxilioTransporte: z.number() }),
});
export type PerfilDto = z.infer<typeof PerfilDto>;

const Item = z.object({ id: z.number(), nombre: z.string() });
export const CatalogosPerfilDto = z.object({
  caracteristicas: z.array(Item.extend({ tipo: z.number() })),
  competencias: z.array(Item.extend({ padreId: z.number().nullable(), orden: z.number() })),
  valores: z.array(Item.extend({ defecto: z.boolean() })),
  tiposCargo: z.array(Item),
  categoriasStock: z.array(Item.extend({ vigencia: z.number() })),
  elEmpleo: z.array(z.object({ lista: z.string(), codigo: z.string(), nombre: z.string() })),
  smmlv: z.number(),
  auxilioTransporte: z.number(),
  limites: z.object({
    maxCompetencias: z.number(),
    maxSubCompetencias: z.number(),
    minValores: z.number(),
    maxValores: z.number(),
  }),
});
export type CatalogosPerfilDto = z.infer<typeof CatalogosPerfilDto>;

export const CargoDto = z.object({ id: z.number(), codigo: z.string(), nombre: z.string() });
export const FacSugeridoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo: z.number(),
  /** True when the group is tied to this profile (its `facs`, or the group names it as perfil). */
  delPerfil: z.boolean(),
  preguntas: z.number(),
});
export const PerfilGuardadoDto = z.object({ id: z.number(), estadoPerfil: z.number(), version: z.number() });
