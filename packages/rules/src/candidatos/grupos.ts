/**
 * The order detail's candidates, grouped by state (issue 13): the two pools of state 0 apart (pre-selected and
 * selected: the same state, a different step), then one group per state from "Enviado a cliente" on, in the
 * order of the process. Titles come from the catalogues; the screen adds the count.
 */
import { ESTADO_CANDIDATO_PEDIDO, EstadoCandidatoPedido as E, Pool } from '../enums/pedidos';
import { transicionCandidato, type AccionCandidato, type SituacionCandidato } from './maquina';

export interface CandidatoAgrupable {
  id: number;
  estado: number;
  pool: number;
}

export interface GrupoCandidatos<C extends CandidatoAgrupable> {
  /** Stable key: 'preseleccionados', 'seleccionados' or 'estado-N'. */
  clave: string;
  titulo: string;
  candidatos: C[];
}

/** Groups shown even when empty (where candidates are added and selected). */
const FIJOS = [
  { clave: 'preseleccionados', titulo: 'Preseleccionados' },
  { clave: 'seleccionados', titulo: 'Seleccionados' },
] as const;

function claveDe(c: CandidatoAgrupable): string {
  if (c.estado !== E.AGREGADO) return `estado-${c.estado}`;
  return c.pool === Pool.SELECCIONADO ? 'seleccionados' : 'preseleccionados';
}

/** Candidates by group, keeping each list's order; groups after the two fixed ones only when they have someone. */
export function agruparCandidatos<C extends CandidatoAgrupable>(
  candidatos: readonly C[],
): GrupoCandidatos<C>[] {
  const grupos: GrupoCandidatos<C>[] = FIJOS.map((f) => ({ ...f, candidatos: [] }));
  for (const estado of ESTADO_CANDIDATO_PEDIDO.valores) {
    if (estado !== E.AGREGADO)
      grupos.push({
        clave: `estado-${estado}`,
        titulo: ESTADO_CANDIDATO_PEDIDO.etiqueta(estado),
        candidatos: [],
      });
  }
  const porClave = new Map(grupos.map((g) => [g.clave, g]));
  for (const c of candidatos) porClave.get(claveDe(c))?.candidatos.push(c);
  return grupos.filter((g) => g.candidatos.length > 0 || FIJOS.some((f) => f.clave === g.clave));
}

/** The actions the detail applies to several candidates at once (bulk bar). */
export const ACCIONES_EN_LOTE = [
  'seleccionar',
  'enviarCliente',
  'validar',
  'rechazar',
] as const satisfies readonly AccionCandidato[];
export type AccionEnLote = (typeof ACCIONES_EN_LOTE)[number];

/**
 * One-click moves that offer "Deshacer" for a few seconds instead of asking first: those whose reverse move the
 * machine has (Seleccionar ↔ Devolver). Validar, Aprobar entrevista and Se presenta have no reverse: they ask
 * for confirmation naming the action.
 */
const REVERSAS: Partial<Record<AccionCandidato, AccionCandidato>> = {
  seleccionar: 'devolverPreseleccion',
  devolverPreseleccion: 'seleccionar',
};

/**
 * The move that undoes `accion` when the machine allows it from where the candidate is now (after the move):
 * e.g. Seleccionar at stage 4 cannot be undone (Devolver is not allowed there), so it is confirmed instead.
 */
export function reversaDisponible(
  accion: AccionCandidato,
  despues: SituacionCandidato,
): AccionCandidato | null {
  const reversa = REVERSAS[accion];
  return reversa && transicionCandidato(reversa, despues, 'staff').ok ? reversa : null;
}

/** Where the candidate is after `accion` from `antes` (null if the machine refuses it). */
export function situacionTras(accion: AccionCandidato, antes: SituacionCandidato): SituacionCandidato | null {
  const r = transicionCandidato(accion, antes, 'staff');
  return r.ok ? { ...antes, estado: r.estadoNuevo, pool: r.poolNuevo, activo: r.activoNuevo } : null;
}
