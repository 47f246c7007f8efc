import { describe, expect, it } from 'vitest';
import {
  CamposDefinirPruebas,
  type ContextoPruebas,
  enGruposDeTres,
  problemasDefinicionPruebas,
  pruebasDisponibles,
  pruebasElegidas,
  type PruebasDefinidas,
} from './definicion';
import { MENSAJES_PRUEBAS_PEDIDO as M } from './mensajes';

const ninguna: PruebasDefinidas = {
  FAC: false,
  DETAC: false,
  COMPETENCIAS: false,
  IDISC: false,
  VALORES: false,
  ENTREVISTA: false,
};
// Competencies: 1 and 2 parents; 11, 12 children of 1; 21 child of 2; 3, 4 more parents.
const padreDeCompetencia = new Map<number, number | null>([
  [1, null],
  [2, null],
  [3, null],
  [4, null],
  [11, 1],
  [12, 1],
  [21, 2],
]);
const contexto = (cambios: Partial<ContextoPruebas> = {}): ContextoPruebas => ({
  limites: {
    maxCompetencias: 3,
    maxSubCompetencias: 2,
    minValores: 1,
    maxValores: 3,
    minPreguntasEntrevista: 1,
    maxPreguntasEntrevista: 2,
  },
  definidas: ninguna,
  tieneFac: true,
  padreDeCompetencia,
  valores: new Set([5, 6, 7, 8]),
  detac: new Set(['DETAC-V']),
  tiempos: new Set([1, 2, 3]),
  ...cambios,
});
const vacio = { fac: false, detac: null, competencias: null, idisc: false, valores: null, entrevista: null };
const q = (pregunta: string, tiempo = 1) => ({ pregunta, tiempo });

describe('problemasDefinicionPruebas', () => {
  it.each([
    ['nothing chosen', vacio, {}, { _: M.ningunaPrueba }],
    ['an empty DETAC text is not a choice', { ...vacio, detac: '' }, {}, { _: M.ningunaPrueba }],
    [
      'a test already defined',
      { ...vacio, idisc: true, fac: true },
      { definidas: { ...ninguna, FAC: true } },
      { _: M.yaDefinidas },
    ],
    [
      'FAC without a filter-question group',
      { ...vacio, fac: true },
      { tieneFac: false },
      { fac: M.facSinGrupo },
    ],
    ['an unknown DETAC', { ...vacio, detac: 'OTRA' }, {}, { detac: M.detacNoExiste }],
    [
      'competencies: only sub-competencies',
      { ...vacio, competencias: [11] },
      {},
      { competencias: M.competenciasRequeridas },
    ],
    [
      'competencies: 4 parents over 3',
      { ...vacio, competencias: [1, 2, 3, 4] },
      {},
      { competencias: M.maxCompetencias(3) },
    ],
    [
      'competencies: 3 subs over 2',
      { ...vacio, competencias: [1, 2, 11, 12, 21] },
      {},
      { competencias: M.maxSubcompetencias(2) },
    ],
    [
      'competencies: a sub without its parent',
      { ...vacio, competencias: [1, 21] },
      {},
      { competencias: M.subcompetenciaSinPadre },
    ],
    [
      'competencies: an unknown id',
      { ...vacio, competencias: [1, 99] },
      {},
      { competencias: M.competenciaNoExiste },
    ],
    [
      'values: none chosen under the minimum',
      { ...vacio, valores: [] },
      {},
      { valores: M.valoresRango(1, 3) },
    ],
    ['values: 4 over 3', { ...vacio, valores: [5, 6, 7, 8] }, {}, { valores: M.valoresRango(1, 3) }],
    ['values: an unknown id', { ...vacio, valores: [5, 99] }, {}, { valores: M.valorNoExiste }],
    ['interview: no questions', { ...vacio, entrevista: [] }, {}, { entrevista: M.preguntasRango(1, 2) }],
    [
      'interview: 3 questions over 2',
      { ...vacio, entrevista: [q('a'), q('b'), q('c')] },
      {},
      { entrevista: M.preguntasRango(1, 2) },
    ],
    [
      'interview: a time not in the list',
      { ...vacio, entrevista: [q('a', 9)] },
      {},
      { 'entrevista.0.tiempo': M.tiempoNoValido },
    ],
  ] as const)('%s', (_caso, d, c, esperado) => {
    expect(problemasDefinicionPruebas(d as never, contexto(c as Partial<ContextoPruebas>))).toEqual(esperado);
  });

  it('a full valid definition at every limit has no problem', () => {
    const d = {
      fac: true,
      detac: 'DETAC-V',
      competencias: [1, 2, 3, 11, 21],
      idisc: true,
      valores: [5, 6, 7],
      entrevista: [q('¿Por qué?', 3), q('¿Cuándo?')],
    };
    expect(problemasDefinicionPruebas(d, contexto())).toEqual({});
    expect(pruebasElegidas(d)).toEqual(['FAC', 'DETAC', 'COMPETENCIAS', 'IDISC', 'VALORES', 'ENTREVISTA']);
  });

  it('only the tests not yet defined are offered, and may still be added', () => {
    const definidas = { ...ninguna, FAC: true, COMPETENCIAS: true };
    expect(pruebasDisponibles(definidas)).toEqual(['DETAC', 'IDISC', 'VALORES', 'ENTREVISTA']);
    expect(problemasDefinicionPruebas({ ...vacio, idisc: true }, contexto({ definidas }))).toEqual({});
  });
});

describe('CamposDefinirPruebas', () => {
  it('requires the text of each question and a whole time', () => {
    const r = CamposDefinirPruebas.safeParse({ ...vacio, entrevista: [{ pregunta: '  ', tiempo: 1.5 }] });
    expect(r.success).toBe(false);
    const mensajes = r.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(mensajes).toEqual([
      ['entrevista.0.pregunta', M.preguntaRequerida],
      ['entrevista.0.tiempo', M.tiempoNoValido],
    ]);
  });
});

describe('enGruposDeTres', () => {
  it('groups competencies by three, the last group shorter', () => {
    expect(enGruposDeTres([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(enGruposDeTres([])).toEqual([]);
  });
});
