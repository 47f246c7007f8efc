/** What the CV summary returns (staff portal): DTOs only, dates of day as 'YYYY-MM-DD' strings. */
import { z } from 'zod';
import { esquemaDe } from '../../../nucleo/sql/columnas';
import { COLUMNAS_RESUMEN_HV } from '../servicios/resumen/consulta-columnas';

const texto = z.string().nullable();
const fecha = z.string().nullable();
const numero = z.number().nullable();

const PersonaFamiliaDto = z.object({ nombre: texto, ocupacion: texto, telefono: texto });

export const PorcentajesHvDto = z.object({
  total: z.number(),
  personal: z.number(),
  general: z.number(),
  experiencia: z.number(),
  familia: z.number(),
  educacion: z.number(),
  referencias: z.number(),
});

export const ExperienciaDto = z.object({
  id: z.number(),
  empresa: z.string(),
  cargo: z.string(),
  fechaIngreso: fecha,
  fechaRetiro: fecha,
  actual: z.boolean(),
  salarioFinal: numero,
  motivoRetiro: texto,
  tipoContrato: texto,
  horario: texto,
  turno: texto,
  funciones: texto,
  jefeInmediato: texto,
  telefonoEmpresa: texto,
  origen: z.string(),
});

const EstudioDto = z.object({
  id: z.number(),
  institucion: z.string(),
  titulo: z.string(),
  fechaInicio: fecha,
  fechaFin: fecha,
  graduado: z.boolean(),
});

const CursoDto = z.object({
  id: z.number(),
  institucion: z.string(),
  nombre: z.string(),
  fechaFin: fecha,
  intensidadHoras: numero,
});

/** The CV summary: the statement's columns as they are (servicios/resumen/consulta-columnas.ts) and the composed sections. */
export const ResumenHvDto = z.object({
  ...esquemaDe(COLUMNAS_RESUMEN_HV),
  pedidoId: numero,
  nombreCompleto: z.string(),
  personal: z.object({
    nombres: z.string(),
    apellidos: z.string(),
    tipoDocumento: z.string(),
    numeroDocumento: z.string(),
    lugarExpedicion: texto,
    fechaExpedicion: fecha,
    fechaNacimiento: fecha,
    edad: numero,
    nacionalidad: texto,
    genero: texto,
    estadoCivil: texto,
    email: z.string(),
    telefono: z.string(),
    whatsapp: texto,
    direccion: texto,
    ciudad: texto,
    disponibilidad: z.string(),
    estadoProducto: z.string(),
    estadoInforma: z.string(),
    licencia: z.object({ tiene: z.boolean(), categoria: texto, numero: texto }),
    libretaMilitar: z.object({ tiene: z.boolean(), clase: texto, numero: texto }),
  }),
  general: z.object({
    tieneVehiculo: z.boolean(),
    tipoVehiculo: texto,
    tipoVivienda: texto,
    arrendador: texto,
    conviveCon: texto,
    fuma: z.boolean(),
    bebe: z.boolean(),
    haceEjercicio: z.boolean(),
    pasatiempos: texto,
    disponibleParaViajar: z.boolean(),
    cargosAAspirar: z.array(z.string()),
    profesiones: z.array(z.string()),
    aspiracionSalarialMinima: numero,
    aspiracionSalarialMaxima: numero,
    tarjetaProfesional: z.object({ tiene: z.boolean(), numero: texto }),
    conceptoFinalPsicologo: texto,
    fechaCreacion: z.date(),
    fechaModificacion: z.date(),
    /** "Importado el … (lote N)": the import batch that last wrote the candidate (issue 36). */
    importado: z.object({ lote: z.number(), fecha: z.date() }).nullable(),
  }),
  porcentajes: PorcentajesHvDto,
  experiencias: z.array(ExperienciaDto),
  ultimaExperienciaId: numero,
  educacion: z.object({
    nivelAcademico: texto,
    primaria: z.object({ institucion: texto, anoFin: numero }),
    bachillerato: z.object({ institucion: texto, titulo: texto, anoFin: numero }),
    superior: z.array(EstudioDto),
    postgrados: z.array(EstudioDto.extend({ tipo: z.number(), tipoEtiqueta: z.string() })),
    diplomados: z.array(CursoDto),
    otrosEstudios: z.array(CursoDto),
    enCurso: z.array(
      z.object({
        id: z.number(),
        nivel: z.string(),
        institucion: z.string(),
        programa: z.string(),
        semestreActual: numero,
        fechaInicio: fecha,
        fechaFinEstimada: fecha,
        horarioEstudio: texto,
      }),
    ),
  }),
  idiomas: z.array(z.object({ id: z.number(), idioma: z.string(), nivel: z.string() })),
  habilidades: z.array(z.object({ id: z.number(), nombre: z.string(), descripcion: texto })),
  familia: z.object({
    conyuge: PersonaFamiliaDto,
    padre: PersonaFamiliaDto,
    madre: PersonaFamiliaDto,
    hijos: z.array(
      z.object({
        id: z.number(),
        nombre: z.string(),
        fechaNacimiento: fecha,
        edad: numero,
        genero: texto,
        ocupacion: texto,
        viveConCandidato: z.boolean(),
      }),
    ),
    personasACargo: z.array(
      z.object({
        id: z.number(),
        parentesco: z.string(),
        nombre: z.string(),
        fechaNacimiento: fecha,
        edad: numero,
        ocupacion: texto,
      }),
    ),
  }),
  referencias: z.array(
    z.object({
      id: z.number(),
      relacion: z.string(),
      nombre: z.string(),
      telefono: z.string(),
      ocupacion: texto,
    }),
  ),
  archivos: z.array(
    z.object({
      id: z.number(),
      tipoDocumento: z.string(),
      nombre: z.string(),
      tipoMime: z.string(),
      tamano: z.number(),
      creadoEn: z.date(),
    }),
  ),
});
export type ResumenHvDto = z.infer<typeof ResumenHvDto>;

export const ComentarioHvDto = z.object({
  id: z.number(),
  comentario: z.string(),
  visibleCliente: z.boolean(),
  fecha: z.date(),
  autor: z.string(),
});
export const MarcaHvDto = z.object({
  id: z.number(),
  tipoMarcaId: z.number(),
  nombre: z.string(),
  fecha: z.date(),
  autor: z.string(),
});
export const TipoMarcaHvDto = z.object({ id: z.number(), nombre: z.string(), aplicada: z.boolean() });

/** One video-interview answer of a rating (spec 03 §3 "entrevistas"); also what `comentarEntrevista` returns. */
export const EntrevistaHvDto = z.object({
  id: z.number(),
  orden: z.number(),
  pregunta: texto,
  comentario: texto,
  /** Null once the platform deleted it for age ("El video fue borrado por antiguedad."). */
  video: texto,
  /** When it was recorded, as the platform reported it. */
  fecha: z.date().nullable(),
  version: z.number(),
});

/** A digital test the order requires (code and display name). */
export const PruebaRequeridaDto = z.object({ codigo: z.string(), nombre: z.string() });

export const CalificacionPruebasDto = z.object({
  id: z.number(),
  fecha: z.date(),
  pedidoId: numero,
  pedidoCargo: texto,
  vigenteHasta: fecha,
  vigente: z.boolean(),
  descartado: z.boolean(),
  urlInforme: texto,
  urlInformeLite: texto,
  puntajeGlobalReportado: numero,
  ponderacion: z.object({
    puntaje: numero,
    puntajeEntrevista: numero,
    partePruebas: numero,
    parteEntrevista: numero,
    final: numero,
  }),
  pruebas: z.array(
    z.object({ codigo: z.string(), nombre: z.string(), puntaje: numero, descartado: z.boolean() }),
  ),
  entrevistas: z.array(EntrevistaHvDto),
});

export const PruebasHvDto = z.object({
  porcentajeEntrevista: z.number(),
  pagina: z.number(),
  paginas: z.number(),
  total: z.number(),
  calificaciones: z.array(CalificacionPruebasDto),
  /**
   * Tests the order of `pedidoId` requires ([] when none); null without `pedidoId` or when the order does
   * not exist or is outside the user's clients (nothing about it is disclosed).
   */
  pruebasRequeridasPedido: z.array(PruebaRequeridaDto).nullable(),
});

export const TrazabilidadHvDto = z.object({
  pagina: z.number(),
  paginas: z.number(),
  total: z.number(),
  filas: z.array(
    z.object({
      candidatoPedidoId: z.number(),
      pedidoId: z.number(),
      cliente: z.string(),
      cargo: z.string(),
      fechaCreacion: z.date(),
      estado: z.number(),
      estadoEtiqueta: z.string(),
      activo: z.boolean(),
      vetadoCliente: z.boolean(),
    }),
  ),
});

/** A stored file, to download. */
export const ArchivoDescargaDto = z.object({ nombre: z.string(), tipoMime: z.string(), base64: z.string() });

/** The face photo as a data URL, or null. */
export const FotoRostroDto = z.object({ dataUrl: z.string().nullable() });
