/**
 * Compatibility score 0–100 of a CV with an order's profile and city (formula in docs/decisiones/pedidos-stock.md
 * "Compatibilidad de candidatos (issue 15)"). Every part is a whole number of points computed with integer
 * arithmetic only (floors of exact quotients), so the SQL ranking
 * (packages/api/src/dominios/stock/servicios/sugeridos-sql.ts), written from the constants below, gives exactly the
 * same numbers.
 */
import { diasEntreFechas, sumarAnios, type FechaIso } from '../fechas';
import { textoComparable } from '../texto';

/** Maximum points of each part; they add up to 100. */
export const PESOS_COMPATIBILIDAD = {
  ciudad: 20,
  edad: 10,
  genero: 10,
  educacion: 15,
  experiencia: 20,
  salario: 10,
  pruebas: 10,
  hojaDeVida: 5,
} as const;

export type ParteCompatibilidad = keyof typeof PESOS_COMPATIBILIDAD;

export const NOMBRES_PARTES_COMPATIBILIDAD: Record<ParteCompatibilidad, string> = {
  ciudad: 'Ciudad de residencia',
  edad: 'Edad',
  genero: 'Género',
  educacion: 'Nivel educativo',
  experiencia: 'Experiencia en el cargo',
  salario: 'Aspiración salarial',
  pruebas: 'Pruebas digitales',
  hojaDeVida: 'Hoja de vida completa',
};

/** Order in which the parts are shown. */
export const PARTES_COMPATIBILIDAD = Object.keys(PESOS_COMPATIBILIDAD) as ParteCompatibilidad[];

export const REGLAS_COMPATIBILIDAD = {
  /** Points for living in another city of the order's department. */
  ciudadMismoDepartamento: 10,
  /** Points when the CV is one academic level below the profile's requirement. */
  educacionUnNivelMenos: 7,
  /** Months of experience in the position that earn all its points (linear below). */
  mesesExperienciaPlena: 24,
  /** Days counted as one month of experience. */
  diasPorMes: 30,
  /** Points when the minimum aspiration exceeds the offered salary by at most `toleranciaSalarioPct` %. */
  salarioTolerado: 5,
  toleranciaSalarioPct: 15,
  /** Points when the CV states no aspiration (neither a match nor a mismatch). */
  salarioSinAspiracion: 5,
} as const;

/**
 * Required CV academic level (NIVEL_ACADEMICO 0 Primaria, 1 Bachillerato, 2 Educación superior) for each
 * profile education (EDUCACION_PERFIL 0 Indiferente, 1 Bachiller, 2 Técnico, 3 Tecnólogo, 4 Profesional).
 */
export const NIVEL_REQUERIDO_POR_EDUCACION: Record<number, number> = { 1: 1, 2: 2, 3: 2, 4: 2 };

/** What the order asks for: its city line and its profile. */
export interface RequisitosCompatibilidad {
  ciudadId: number | null;
  departamento: string | null;
  edadMinima: number | null;
  edadMaxima: number | null;
  /** GENERO of the profile: 0 Indiferente, 1 Femenino, 2 Masculino. */
  genero: number;
  /** EDUCACION_PERFIL of the profile. */
  educacion: number;
  /** Position name (the profile's cargo) looked for in the CV's experiences. */
  cargo: string;
  /** Offered salary of the order (the profile's when the order has none). */
  salarioOfrecido: number | null;
}

export interface ExperienciaCompatibilidad {
  cargo: string;
  fechaIngreso: FechaIso | null;
  fechaRetiro: FechaIso | null;
}

/** What the CV offers. */
export interface HojaDeVidaCompatibilidad {
  ciudadId: number | null;
  departamento: string | null;
  fechaNacimiento: FechaIso | null;
  /** GENERO_CANDIDATO: 1 Femenino, 2 Masculino, null not given. */
  genero: number | null;
  nivelAcademico: number | null;
  experiencias: readonly ExperienciaCompatibilidad[];
  aspiracionSalarialMinima: number | null;
  /** The candidate's latest digital-test rating (null when none). */
  prueba: { puntaje: number | null; descartado: boolean } | null;
  /** CV completion 0–100. */
  porcentajeTotal: number;
}

export interface PuntajeParte {
  parte: ParteCompatibilidad;
  nombre: string;
  puntos: number;
  maximo: number;
}

export interface Compatibilidad {
  total: number;
  partes: PuntajeParte[];
}

/**
 * Birth-date bounds of the profile's age range on `hoy`: born after `nacidoDespuesDe` (exclusive) and on or
 * before `nacidoHasta` (inclusive); a missing limit is null. Same bounds as the criteria search.
 */
export function limitesNacimiento(
  r: Pick<RequisitosCompatibilidad, 'edadMinima' | 'edadMaxima'>,
  hoy: FechaIso,
): { nacidoDespuesDe: FechaIso | null; nacidoHasta: FechaIso | null } {
  return {
    nacidoDespuesDe: r.edadMaxima === null ? null : sumarAnios(hoy, -(r.edadMaxima + 1)),
    nacidoHasta: r.edadMinima === null ? null : sumarAnios(hoy, -r.edadMinima),
  };
}

/** Hundredths of a value as an integer (money and percentages carry two decimals). */
export const centesimas = (valor: number): number => Math.round(valor * 100);

const P = PESOS_COMPATIBILIDAD;
const R = REGLAS_COMPATIBILIDAD;

function puntosCiudad(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad): number {
  if (r.ciudadId === null || hv.ciudadId === null) return 0;
  if (hv.ciudadId === r.ciudadId) return P.ciudad;
  return r.departamento !== null && hv.departamento === r.departamento ? R.ciudadMismoDepartamento : 0;
}

function puntosEdad(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad, hoy: FechaIso): number {
  if (r.edadMinima === null && r.edadMaxima === null) return P.edad;
  if (hv.fechaNacimiento === null) return 0;
  const { nacidoDespuesDe, nacidoHasta } = limitesNacimiento(r, hoy);
  const dentro =
    (nacidoDespuesDe === null || hv.fechaNacimiento > nacidoDespuesDe) &&
    (nacidoHasta === null || hv.fechaNacimiento <= nacidoHasta);
  return dentro ? P.edad : 0;
}

function puntosGenero(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad): number {
  if (r.genero === 0) return P.genero;
  return hv.genero === r.genero ? P.genero : 0;
}

function puntosEducacion(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad): number {
  const requerido = NIVEL_REQUERIDO_POR_EDUCACION[r.educacion];
  if (requerido === undefined) return P.educacion;
  if (hv.nivelAcademico === null) return 0;
  if (hv.nivelAcademico >= requerido) return P.educacion;
  return hv.nivelAcademico === requerido - 1 ? R.educacionUnNivelMenos : 0;
}

/** Days worked in experiences whose position contains the profile's position name (until today when current). */
export function diasEnElCargo(
  cargo: string,
  experiencias: readonly ExperienciaCompatibilidad[],
  hoy: FechaIso,
): number {
  const buscado = textoComparable(cargo).trim();
  if (!buscado) return 0;
  let dias = 0;
  for (const e of experiencias) {
    if (e.fechaIngreso === null || !textoComparable(e.cargo).includes(buscado)) continue;
    dias += Math.max(0, diasEntreFechas(e.fechaIngreso, e.fechaRetiro ?? hoy));
  }
  return dias;
}

function puntosExperiencia(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad, hoy: FechaIso): number {
  const meses = Math.floor(diasEnElCargo(r.cargo, hv.experiencias, hoy) / R.diasPorMes);
  return Math.min(P.experiencia, Math.floor((P.experiencia * meses) / R.mesesExperienciaPlena));
}

function puntosSalario(r: RequisitosCompatibilidad, hv: HojaDeVidaCompatibilidad): number {
  if (hv.aspiracionSalarialMinima === null) return R.salarioSinAspiracion;
  if (r.salarioOfrecido === null) return P.salario;
  const aspiracion = centesimas(hv.aspiracionSalarialMinima);
  const ofrecido = centesimas(r.salarioOfrecido);
  if (aspiracion <= ofrecido) return P.salario;
  return aspiracion * 100 <= ofrecido * (100 + R.toleranciaSalarioPct) ? R.salarioTolerado : 0;
}

function puntosPruebas(hv: HojaDeVidaCompatibilidad): number {
  if (hv.prueba === null || hv.prueba.descartado || hv.prueba.puntaje === null) return 0;
  const puntaje = Math.min(10_000, Math.max(0, centesimas(hv.prueba.puntaje)));
  return Math.floor((P.pruebas * puntaje) / 10_000);
}

function puntosHojaDeVida(hv: HojaDeVidaCompatibilidad): number {
  const porcentaje = Math.min(10_000, Math.max(0, centesimas(hv.porcentajeTotal)));
  return Math.floor((P.hojaDeVida * porcentaje) / 10_000);
}

/** The score of a CV for an order's requirements on the calendar day `hoy` (Bogotá): total and parts. */
export function calcularCompatibilidad(
  r: RequisitosCompatibilidad,
  hv: HojaDeVidaCompatibilidad,
  hoy: FechaIso,
): Compatibilidad {
  const puntos: Record<ParteCompatibilidad, number> = {
    ciudad: puntosCiudad(r, hv),
    edad: puntosEdad(r, hv, hoy),
    genero: puntosGenero(r, hv),
    educacion: puntosEducacion(r, hv),
    experiencia: puntosExperiencia(r, hv, hoy),
    salario: puntosSalario(r, hv),
    pruebas: puntosPruebas(hv),
    hojaDeVida: puntosHojaDeVida(hv),
  };
  const partes = PARTES_COMPATIBILIDAD.map((parte) => ({
    parte,
    nombre: NOMBRES_PARTES_COMPATIBILIDAD[parte],
    puntos: puntos[parte],
    maximo: P[parte],
  }));
  return { total: partes.reduce((s, x) => s + x.puntos, 0), partes };
}
