/**
 * Completion percentages of a CV (spec 03 §2 "CV summary": total, personal, general, experience, family,
 * education, plus personal references). The spec names the percentages but not how they are computed;
 * this is the rule, the same for the summary, the search rows and the order-add threshold:
 *
 * - Each section is the share of its applicable fields that hold data (a field that does not apply, e.g.
 *   the landlord when the housing is not rented, is not counted), rounded to a whole number.
 * - personal (12): first name, first surname, document number, issue date, issue place, birth date,
 *   gender, marital status, e-mail, phone, city of residence, address (by address type).
 * - general: housing, lives with, at least one aspired position, salary minimum and maximum, hobbies;
 *   when they apply: landlord (rented housing), vehicle type (has vehicle), licence category and number
 *   (has licence), military-card class and number (has card), professional card number (has card).
 * - experience: 0 without experiences; otherwise the average completeness of every experience over
 *   company, position, start date, end date (or current job), final salary, contract type, functions,
 *   immediate boss, company phone and (for past jobs) retirement reason.
 * - family: mother and father name and phone; spouse name and phone when married or in a free union;
 *   one field per child and per dependant (complete when name and birth date are given).
 * - education: academic level, primary school and year; when the level is at least secondary: school,
 *   title and year; when it is higher education: at least one higher-education study; at least one skill.
 * - references: two references expected; each counts its name, phone and occupation (capped at two).
 * - total: personal 25 %, general 15 %, experience 25 %, family 10 %, education 25 % (references are
 *   shown apart, in their accordion, and do not weigh in the total).
 */

export const PESOS_COMPLETITUD = {
  personal: 25,
  general: 15,
  experiencia: 25,
  familia: 10,
  educacion: 25,
} as const;
export const REFERENCIAS_ESPERADAS = 2;

type Valor = string | number | boolean | Date | readonly unknown[] | null | undefined;

export interface ExperienciaCompletitud {
  empresa: Valor;
  cargo: Valor;
  fechaIngreso: Valor;
  fechaRetiro: Valor;
  actual: boolean;
  salarioFinal: Valor;
  tipoContrato: Valor;
  funciones: Valor;
  jefeInmediato: Valor;
  telefonoEmpresa: Valor;
  motivoRetiro: Valor;
}

export interface DatosCompletitud {
  personal: {
    nombre1: Valor;
    apellido1: Valor;
    numeroDocumento: Valor;
    fechaExpedicion: Valor;
    lugarExpedicion: Valor;
    fechaNacimiento: Valor;
    genero: Valor;
    estadoCivil: Valor;
    email: Valor;
    telefonoOCelular: Valor;
    ciudadDondeVive: Valor;
    tipoDireccion: Valor;
    direccionCadena: Valor;
    direccionRural: Valor;
    direccionOtra: Valor;
  };
  general: {
    tipoVivienda: Valor;
    arrendador: Valor;
    conviveCon: Valor;
    cargosAAspirar: Valor;
    aspiracionSalarialMinima: Valor;
    aspiracionSalarialMaxima: Valor;
    pasatiempos: Valor;
    tieneVehiculo: boolean;
    tipoVehiculo: Valor;
    tieneLicenciaConduccion: boolean;
    categoriaLicencia: Valor;
    numeroLicencia: Valor;
    tieneLibretaMilitar: boolean;
    claseLibreta: Valor;
    numeroLibreta: Valor;
    tieneTarjetaProfesional: boolean;
    tarjetaProfesional: Valor;
  };
  experiencias: readonly ExperienciaCompletitud[];
  familia: {
    estadoCivil: Valor;
    madreNombre: Valor;
    madreTelefono: Valor;
    padreNombre: Valor;
    padreTelefono: Valor;
    conyugeNombre: Valor;
    conyugeTelefono: Valor;
    hijos: readonly { nombre: Valor; fechaNacimiento: Valor }[];
    personasACargo: readonly { nombre: Valor; fechaNacimiento: Valor }[];
  };
  educacion: {
    nivelAcademico: Valor;
    primariaInstitucion: Valor;
    primariaAnoFin: Valor;
    bachilleratoInstitucion: Valor;
    bachilleratoTitulo: Valor;
    bachilleratoAnoFin: Valor;
    estudiosSuperiores: number;
    habilidades: number;
  };
  referencias: readonly { nombre: Valor; telefono: Valor; ocupacion: Valor }[];
}

export interface PorcentajesHv {
  total: number;
  personal: number;
  general: number;
  experiencia: number;
  familia: number;
  educacion: number;
  referencias: number;
}

/** A field holds data: not null/undefined, not a blank string, not an empty list, not an invalid date. */
export function tieneDato(v: Valor): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'string') return v.trim().length > 0;
  if (typeof v === 'number') return Number.isFinite(v);
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  if (Array.isArray(v))
    return v.some((x) => (typeof x === 'string' ? x.trim().length > 0 : x !== null && x !== undefined));
  return true;
}

/** Share (0–1) of the given fields that hold data; 0 for an empty list. */
function proporcion(campos: readonly Valor[]): number {
  if (campos.length === 0) return 0;
  return campos.filter(tieneDato).length / campos.length;
}

const pct = (x: number): number => Math.round(Math.min(1, Math.max(0, x)) * 100);

function direccion(p: DatosCompletitud['personal']): Valor {
  if (p.tipoDireccion === 1) return p.direccionRural;
  if (p.tipoDireccion === 2) return p.direccionCadena;
  if (p.tipoDireccion === 3) return p.direccionOtra;
  return null;
}

export function completitudPersonal(p: DatosCompletitud['personal']): number {
  return pct(
    proporcion([
      p.nombre1,
      p.apellido1,
      p.numeroDocumento,
      p.fechaExpedicion,
      p.lugarExpedicion,
      p.fechaNacimiento,
      p.genero,
      p.estadoCivil,
      p.email,
      p.telefonoOCelular,
      p.ciudadDondeVive,
      direccion(p),
    ]),
  );
}

export function completitudGeneral(g: DatosCompletitud['general']): number {
  const campos: Valor[] = [
    g.tipoVivienda,
    g.conviveCon,
    g.cargosAAspirar,
    g.aspiracionSalarialMinima,
    g.aspiracionSalarialMaxima,
    g.pasatiempos,
  ];
  if (g.tipoVivienda === 1) campos.push(g.arrendador);
  if (g.tieneVehiculo) campos.push(g.tipoVehiculo);
  if (g.tieneLicenciaConduccion) campos.push(g.categoriaLicencia, g.numeroLicencia);
  if (g.tieneLibretaMilitar) campos.push(g.claseLibreta, g.numeroLibreta);
  if (g.tieneTarjetaProfesional) campos.push(g.tarjetaProfesional);
  return pct(proporcion(campos));
}

export function completitudExperiencia(experiencias: readonly ExperienciaCompletitud[]): number {
  if (experiencias.length === 0) return 0;
  const suma = experiencias.reduce((s, e) => {
    const campos: Valor[] = [
      e.empresa,
      e.cargo,
      e.fechaIngreso,
      e.actual ? true : e.fechaRetiro,
      e.salarioFinal,
      e.tipoContrato,
      e.funciones,
      e.jefeInmediato,
      e.telefonoEmpresa,
    ];
    if (!e.actual) campos.push(e.motivoRetiro);
    return s + proporcion(campos);
  }, 0);
  return pct(suma / experiencias.length);
}

/** Married (1) or free union (5): the spouse's data applies. */
const CON_CONYUGE: readonly unknown[] = [1, 5];

export function completitudFamilia(f: DatosCompletitud['familia']): number {
  const campos: Valor[] = [f.madreNombre, f.madreTelefono, f.padreNombre, f.padreTelefono];
  if (CON_CONYUGE.includes(f.estadoCivil)) campos.push(f.conyugeNombre, f.conyugeTelefono);
  for (const persona of [...f.hijos, ...f.personasACargo])
    campos.push(tieneDato(persona.nombre) && tieneDato(persona.fechaNacimiento));
  return pct(proporcion(campos.map((c) => (c === false ? null : c))));
}

export function completitudEducacion(e: DatosCompletitud['educacion']): number {
  const campos: Valor[] = [
    e.nivelAcademico,
    e.primariaInstitucion,
    e.primariaAnoFin,
    e.habilidades > 0 ? true : null,
  ];
  const nivel = typeof e.nivelAcademico === 'number' ? e.nivelAcademico : -1;
  if (nivel >= 1) campos.push(e.bachilleratoInstitucion, e.bachilleratoTitulo, e.bachilleratoAnoFin);
  if (nivel >= 2) campos.push(e.estudiosSuperiores > 0 ? true : null);
  return pct(proporcion(campos));
}

export function completitudReferencias(referencias: DatosCompletitud['referencias']): number {
  const suma = referencias.reduce((s, r) => s + proporcion([r.nombre, r.telefono, r.ocupacion]), 0);
  return pct(Math.min(REFERENCIAS_ESPERADAS, suma) / REFERENCIAS_ESPERADAS);
}

/**
 * The family section of a CV that only knows the marital status (a CV read from an import file or generated for the
 * benchmarks): no parents, spouse, children nor dependants.
 */
export function familiaSoloEstadoCivil(estadoCivil: Valor): DatosCompletitud['familia'] {
  return {
    estadoCivil,
    madreNombre: null,
    madreTelefono: null,
    padreNombre: null,
    padreTelefono: null,
    conyugeNombre: null,
    conyugeTelefono: null,
    hijos: [],
    personasACargo: [],
  };
}

/** The six percentages of the summary plus the references' one, whole numbers 0–100. */
export function calcularCompletitud(d: DatosCompletitud): PorcentajesHv {
  const personal = completitudPersonal(d.personal);
  const general = completitudGeneral(d.general);
  const experiencia = completitudExperiencia(d.experiencias);
  const familia = completitudFamilia(d.familia);
  const educacion = completitudEducacion(d.educacion);
  const P = PESOS_COMPLETITUD;
  const suma = P.personal + P.general + P.experiencia + P.familia + P.educacion;
  const total = Math.round(
    (personal * P.personal +
      general * P.general +
      experiencia * P.experiencia +
      familia * P.familia +
      educacion * P.educacion) /
      suma,
  );
  return {
    total,
    personal,
    general,
    experiencia,
    familia,
    educacion,
    referencias: completitudReferencias(d.referencias),
  };
}
