import { z } from 'zod';
import { campo, Id, Version } from '../../esquemas';
import { MENSAJES_PRUEBAS_PEDIDO as M } from './mensajes';

/** The tests an order may define (spec 01 §9 test options), in the modal's order. */
export const PRUEBAS_PEDIDO = ['FAC', 'DETAC', 'COMPETENCIAS', 'IDISC', 'VALORES', 'ENTREVISTA'] as const;
export type PruebaPedido = (typeof PRUEBAS_PEDIDO)[number];

/** Which tests an order already has (its flags prueba_fac … prueba_entrevistas). */
export type PruebasDefinidas = Readonly<Record<PruebaPedido, boolean>>;

/** The tests still offered by the modal: only those not yet defined (spec 01 §5). */
export function pruebasDisponibles(definidas: PruebasDefinidas): PruebaPedido[] {
  return PRUEBAS_PEDIDO.filter((p) => !definidas[p]);
}

export const PreguntaEntrevistaEntrada = z.object({
  pregunta: campo.texto({ min: 1, max: 500, mensaje: M.preguntaRequerida, multilinea: true }),
  tiempo: campo.entero({ min: 1, max: 60, mensaje: M.tiempoNoValido, mensajeRango: M.tiempoNoValido }),
});

/**
 * "Agregar pruebas al pedido": each test is chosen or not (null / false = not chosen). The limits that depend
 * on the configuration and the catalogues are checked by `problemasDefinicionPruebas`, on the form and the server.
 */
export const CamposDefinirPruebas = z.object({
  fac: z.boolean(),
  detac: campo.texto({ max: 60 }).nullable(),
  competencias: z.array(Id).max(200).nullable(),
  idisc: z.boolean(),
  valores: z.array(Id).max(200).nullable(),
  entrevista: z.array(PreguntaEntrevistaEntrada).max(50).nullable(),
});
export type CamposDefinirPruebas = z.infer<typeof CamposDefinirPruebas>;

export const EntradaDefinirPruebas = CamposDefinirPruebas.extend({ pedidoId: Id, version: Version });
/** The tests modal of one order. */
export const EntradaOpcionesPruebas = z.object({ pedidoId: Id });
export type EntradaDefinirPruebas = z.infer<typeof EntradaDefinirPruebas>;

export interface LimitesPruebas {
  maxCompetencias: number;
  maxSubCompetencias: number;
  minValores: number;
  maxValores: number;
  minPreguntasEntrevista: number;
  maxPreguntasEntrevista: number;
}

export interface ContextoPruebas {
  limites: LimitesPruebas;
  definidas: PruebasDefinidas;
  /** The order has a filter-question group (the FAC test needs it). */
  tieneFac: boolean;
  /** Parent of each active competency id (null for a parent competency). */
  padreDeCompetencia: ReadonlyMap<number, number | null>;
  valores: ReadonlySet<number>;
  detac: ReadonlySet<string>;
  /** Answer times offered (minutes). */
  tiempos: ReadonlySet<number>;
}

/** The tests a form asks for. */
export function pruebasElegidas(d: CamposDefinirPruebas): PruebaPedido[] {
  const elegida: Record<PruebaPedido, boolean> = {
    FAC: d.fac,
    DETAC: d.detac !== null && d.detac !== '',
    COMPETENCIAS: d.competencias !== null,
    IDISC: d.idisc,
    VALORES: d.valores !== null,
    ENTREVISTA: d.entrevista !== null,
  };
  return PRUEBAS_PEDIDO.filter((p) => elegida[p]);
}

function problemaCompetencias(ids: readonly number[], c: ContextoPruebas): string | null {
  if (ids.some((id) => !c.padreDeCompetencia.has(id))) return M.competenciaNoExiste;
  const padres = ids.filter((id) => c.padreDeCompetencia.get(id) === null);
  const subs = ids.filter((id) => typeof c.padreDeCompetencia.get(id) === 'number');
  if (padres.length === 0) return M.competenciasRequeridas;
  if (padres.length > c.limites.maxCompetencias) return M.maxCompetencias(c.limites.maxCompetencias);
  if (subs.length > c.limites.maxSubCompetencias) return M.maxSubcompetencias(c.limites.maxSubCompetencias);
  if (subs.some((id) => !padres.includes(c.padreDeCompetencia.get(id) as number)))
    return M.subcompetenciaSinPadre;
  return null;
}

/**
 * Every rule of the tests modal (spec 01 §5), field → message; `_` holds the form-wide ones. Empty when the
 * definition can be saved. Used by the modal and by `pedidos.pruebas.definir` alike.
 */
export function problemasDefinicionPruebas(
  d: CamposDefinirPruebas,
  c: ContextoPruebas,
): Record<string, string> {
  const p: Record<string, string> = {};
  const elegidas = pruebasElegidas(d);
  if (elegidas.length === 0) return { _: M.ningunaPrueba };
  if (elegidas.some((x) => c.definidas[x])) return { _: M.yaDefinidas };
  if (d.fac && !c.tieneFac) p.fac = M.facSinGrupo;
  if (d.detac && !c.detac.has(d.detac)) p.detac = M.detacNoExiste;
  if (d.competencias) {
    const problema = problemaCompetencias(d.competencias, c);
    if (problema) p.competencias = problema;
  }
  if (d.valores) {
    if (d.valores.some((id) => !c.valores.has(id))) p.valores = M.valorNoExiste;
    else if (d.valores.length < c.limites.minValores || d.valores.length > c.limites.maxValores)
      p.valores = M.valoresRango(c.limites.minValores, c.limites.maxValores);
  }
  if (d.entrevista) Object.assign(p, problemasEntrevista(d.entrevista, c));
  return p;
}

/**
 * The interview questions' rules (count within the configured limits, a listed answer time each), field →
 * message; shared by the definition and by "Reemplazar preguntas de la video entrevista".
 */
export function problemasEntrevista(
  entrevista: readonly { pregunta: string; tiempo: number }[],
  c: Pick<ContextoPruebas, 'limites' | 'tiempos'>,
): Record<string, string> {
  const p: Record<string, string> = {};
  const n = entrevista.length;
  if (n < c.limites.minPreguntasEntrevista || n > c.limites.maxPreguntasEntrevista)
    p.entrevista = M.preguntasRango(c.limites.minPreguntasEntrevista, c.limites.maxPreguntasEntrevista);
  entrevista.forEach((q, i) => {
    if (!c.tiempos.has(q.tiempo)) p[`entrevista.${i}.tiempo`] = M.tiempoNoValido;
  });
  return p;
}

/** "Reemplazar preguntas" (spec 01 §7 "Remove and create interview questions for an order"): the new list. */
export const EntradaPreguntasEntrevista = z.object({
  pedidoId: Id,
  version: Version,
  entrevista: z.array(PreguntaEntrevistaEntrada).max(50),
});
export type EntradaPreguntasEntrevista = z.infer<typeof EntradaPreguntasEntrevista>;

/** Competencies shown in groups of 3 (spec 01 §9). */
export function enGruposDeTres<T>(lista: readonly T[]): T[][] {
  const grupos: T[][] = [];
  for (let i = 0; i < lista.length; i += 3) grupos.push(lista.slice(i, i + 3));
  return grupos;
}

/** Default answer time of a new interview question (spec 01 §9). */
export const TIEMPO_PREGUNTA_DEFECTO = 1;
