/**
 * Rules of selection profiles (spec 02 §4, §5, §6): editable states, approve/cancel transitions,
 * who may set the test type, FAC and competencies, optional-block clearing, competency/value limits,
 * salary rule and the create-form defaults. Pure: the screen and the server call the same functions.
 */
import { GRUPO_PSICOLOGOS } from '../auth/grupos';
import type { Permiso } from '../auth/permisos';
import {
  ESTADOS_PERFIL_EDITABLES,
  ESTADOS_PERFIL_PLANTILLA,
  EstadoPerfil,
  PERFIL_DEFAULTS,
  PERFIL_NO_REQUERIDO,
  esTipoPerfilAdministrativo,
} from '../enums/perfiles';
import type { CamposPerfil } from './formulario';
import { MENSAJES_PERFILES as M } from './mensajes';

export const esPerfilEditable = (estado: number): boolean =>
  (ESTADOS_PERFIL_EDITABLES as readonly number[]).includes(estado);
export const esPerfilPlantilla = (estado: number): boolean =>
  (ESTADOS_PERFIL_PLANTILLA as readonly number[]).includes(estado);

export type ResultadoPerfil = { ok: true; estadoNuevo: number } | { ok: false; mensaje: string };

/** Approve: only from 0/1 and with a filter-question group defined (spec 02 §4, §5). */
export function transicionAprobar(estado: number, tieneFac: boolean): ResultadoPerfil {
  if (estado === EstadoPerfil.APROBADO) return { ok: false, mensaje: M.yaAprobado };
  if (estado === EstadoPerfil.CANCELADO) return { ok: false, mensaje: M.yaCancelado };
  if (!esPerfilEditable(estado)) return { ok: false, mensaje: M.noEditable };
  if (!tieneFac) return { ok: false, mensaje: M.sinFac };
  return { ok: true, estadoNuevo: EstadoPerfil.APROBADO };
}

/** Cancel: any state but 3 goes to 3 (spec 02 §2 "Cancel is hidden when the state is 3"). */
export function transicionCancelar(estado: number): ResultadoPerfil {
  if (estado === EstadoPerfil.CANCELADO) return { ok: false, mensaje: M.yaCancelado };
  return { ok: true, estadoNuevo: EstadoPerfil.CANCELADO };
}

/** Competencies and sub-competencies are set only by a selection psychologist (spec 02 §5). */
export const puedeDefinirCompetencias = (grupos: readonly string[]): boolean =>
  grupos.includes(GRUPO_PSICOLOGOS);
/** Test type and filter-question group: read_perfilseleccion_definir_pruebas (spec 02 §6). */
export const puedeDefinirPruebas = (permisos: readonly string[]): boolean =>
  permisos.includes('read_perfilseleccion_definir_pruebas');

export interface AccionesPerfil {
  aprobar: boolean;
  editar: boolean;
  duplicar: boolean;
  cancelar: boolean;
}

/** Buttons of the profile view (spec 02 §2, §6): each by flag and state. */
export function accionesPerfil(estado: number, permisos: readonly string[]): AccionesPerfil {
  const tiene = (f: string) => permisos.includes(f);
  return {
    aprobar: esPerfilEditable(estado) && tiene('read_perfilseleccion_aprobar'),
    editar: esPerfilEditable(estado) && tiene('change_perfilseleccion'),
    duplicar: esPerfilPlantilla(estado) && tiene('add_perfilseleccion'),
    cancelar: estado !== EstadoPerfil.CANCELADO && tiene('change_perfilseleccion'),
  };
}

/**
 * Flags of "Guardar y aprobar Perfil" (spec 02 §3 edit screen, §6): approving (read_perfilseleccion_aprobar)
 * and saving the profile (change_perfilseleccion). The procedure declares both; the screen asks the same.
 */
export const PERMISOS_GUARDAR_Y_APROBAR = [
  'read_perfilseleccion_aprobar',
  'change_perfilseleccion',
] as const satisfies readonly Permiso[];

/**
 * "Guardar y aprobar Perfil" shows only where the approval can succeed: an editable state (0/1), both flags
 * and a filter-question group in the form (issue 11 §8).
 */
export function puedeGuardarYAprobar(
  estado: number,
  permisos: readonly string[],
  tieneFac: boolean,
): boolean {
  return (
    esPerfilEditable(estado) && tieneFac && PERMISOS_GUARDAR_Y_APROBAR.every((f) => permisos.includes(f))
  );
}

/** Salary rule: at least the minimum wage (spec 02 §5). */
export const salarioValido = (salario: number, smmlv: number): boolean => salario >= smmlv;

export interface LimitesPerfil {
  maxCompetencias: number;
  maxSubCompetencias: number;
  minValores: number;
  maxValores: number;
}

/** What a validation needs beyond the form: configuration, catalogue and what this user may set. */
export interface ContextoValidacion {
  smmlv: number;
  limites: LimitesPerfil;
  /** Parent of each competency id (null for a parent competency). */
  padreDeCompetencia: ReadonlyMap<number, number | null>;
  /** The user may set competencies (selection psychologist): limits are checked only then. */
  validarCompetencias: boolean;
  /** The user may choose the test type: it is then required. */
  exigeTipo: boolean;
  /** The filter-question group is shown to this user on the edit screen: it is then required. */
  exigeFac: boolean;
}

/** Limits of competencies, sub-competencies and values, and the salary rule; field → message. */
export function problemasConfiguracion(
  d: Pick<CamposPerfil, 'tipo' | 'competencias' | 'valores' | 'modoSalario' | 'salario' | 'facId'>,
  c: ContextoValidacion,
): Record<string, string> {
  const p: Record<string, string> = {};
  if (d.modoSalario === 'OTRO' && d.salario !== null && !salarioValido(d.salario, c.smmlv))
    p.salario = M.salarioMinimo;
  if (c.exigeTipo && d.tipo === null) p.tipo = M.tipoPrueba;
  if (c.exigeFac && d.facId === null) p.facId = M.fac;
  if (c.validarCompetencias && esTipoPerfilAdministrativo(d.tipo)) {
    const padres = d.competencias.filter((id) => c.padreDeCompetencia.get(id) === null);
    const subs = d.competencias.filter((id) => typeof c.padreDeCompetencia.get(id) === 'number');
    if (d.competencias.some((id) => !c.padreDeCompetencia.has(id))) p.competencias = M.noExiste;
    else if (padres.length > c.limites.maxCompetencias)
      p.competencias = M.maxSeleccion(c.limites.maxCompetencias, 'competencias');
    else if (subs.length > c.limites.maxSubCompetencias)
      p.competencias = M.maxSeleccion(c.limites.maxSubCompetencias, 'subcompetencias');
    else if (subs.length === 0) p.competencias = M.subcompetenciasObligatorias;
    else if (subs.some((id) => !padres.includes(c.padreDeCompetencia.get(id) as number)))
      p.competencias = M.subcompetenciaSinPadre;
  }
  if (d.valores.length > c.limites.maxValores) p.valores = M.maxSeleccion(c.limites.maxValores, 'valores');
  else if (d.valores.length < c.limites.minValores) p.valores = M.minValores(c.limites.minValores);
  return p;
}

/** The stored values of the optional blocks and salary: switched-off blocks get their sentinels. */
export function normalizarPerfil(d: CamposPerfil, smmlv: number) {
  const esSmmlv = d.modoSalario === 'SMMLV';
  return {
    edadMinima: d.requiereEdad ? d.edadMinima : null,
    edadMaxima: d.requiereEdad ? d.edadMaxima : null,
    genero: d.requiereGenero ? d.genero : PERFIL_NO_REQUERIDO.genero,
    lugarResidenciaId: d.requiereResidencia ? d.lugarResidenciaId : null,
    lugarNacimientoId: d.requiereNacimiento ? d.lugarNacimientoId : null,
    numeroHijos: d.requiereHijos ? d.numeroHijos : null,
    esSmmlv,
    salario: esSmmlv ? smmlv : (d.salario ?? smmlv),
    perfilPadreId: d.esHijo ? d.perfilPadreId : null,
    cancelaPerfilPadre: d.esHijo ? d.cancelaPerfilPadre : false,
    competencias: esTipoPerfilAdministrativo(d.tipo) ? d.competencias : [],
  };
}

/** Which optional blocks are ticked for a stored profile (the inverse of `normalizarPerfil`). */
export function bloquesDePerfil(p: {
  edadMinima: number | null;
  edadMaxima: number | null;
  genero: number;
  lugarResidenciaId: number | null;
  lugarNacimientoId: number | null;
  numeroHijos: number | null;
}) {
  return {
    requiereEdad: p.edadMinima !== null || p.edadMaxima !== null,
    requiereGenero: p.genero !== PERFIL_NO_REQUERIDO.genero,
    requiereResidencia: p.lugarResidenciaId !== null,
    requiereNacimiento: p.lugarNacimientoId !== null,
    requiereHijos: p.numeroHijos !== null,
  };
}

/** Defaults of the create form (spec 02 §3): salary from the minimum wage, `defecto` values ticked. */
export function valoresPorDefecto(smmlv: number, valoresDefecto: readonly number[]) {
  return {
    genero: PERFIL_DEFAULTS.genero,
    estrato: PERFIL_DEFAULTS.estrato,
    estadoCivil: PERFIL_DEFAULTS.estadoCivil,
    educacion: PERFIL_DEFAULTS.educacion,
    horarioTrabajo: PERFIL_DEFAULTS.horarioTrabajo,
    periodoPago: PERFIL_DEFAULTS.periodoPago,
    tipologia: PERFIL_DEFAULTS.tipologia,
    modoSalario: PERFIL_DEFAULTS.modoSalario,
    salario: smmlv,
    valores: [...valoresDefecto],
  };
}
