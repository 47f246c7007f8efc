/**
 * Table tests of the candidate-in-order state machine (spec 01 §4): EVERY action × candidate state (0–10) ×
 * order stage (0, 1, 111, 112, 2, 3, 4, 5) × actor × pool × activo × spontaneous, against an oracle written
 * independently from the implementation, plus readable rows for each allowed move.
 */
import { describe, expect, it } from 'vitest';
import { ESTADO_CANDIDATO_PEDIDO, ESTADO_PEDIDO } from '../enums/pedidos';
import {
  ACCIONES_CLIENTE,
  accionesCandidato,
  MENSAJES_CANDIDATO,
  transicionCandidato,
  type AccionCandidato,
  type ActorCandidato,
  type ResultadoCandidato,
} from './maquina';

const ACCIONES: AccionCandidato[] = [
  'seleccionar',
  'devolverPreseleccion',
  'enviarCliente',
  'validar',
  'rechazar',
  'agendarEntrevista',
  'aprobarEntrevista',
  'noApruebaEntrevista',
  'sePresenta',
  'noFirmaContrato',
  'noSePresenta',
  'remover',
];
const ESTADOS = ESTADO_CANDIDATO_PEDIDO.valores as readonly number[];
const ETAPAS = ESTADO_PEDIDO.valores as readonly number[];
const ACTORES: ActorCandidato[] = ['staff', 'cliente'];

/** The spec's table, written out: origin state (null = any), pool (null = any), stages and target. */
interface Regla {
  desde: number | null;
  pool: 0 | 1 | null;
  etapas: number[];
  hacia: number | 'igual';
  poolNuevo?: 0 | 1;
  activoNuevo?: false;
  cliente: boolean;
}
const REGLAS: Record<AccionCandidato, Regla> = {
  seleccionar: { desde: 0, pool: 0, etapas: [2, 3, 4], hacia: 0, poolNuevo: 1, cliente: false },
  devolverPreseleccion: { desde: 0, pool: 1, etapas: [2, 3], hacia: 0, poolNuevo: 0, cliente: false },
  enviarCliente: { desde: 0, pool: 1, etapas: [3, 4], hacia: 1, cliente: false },
  validar: { desde: 1, pool: null, etapas: [3, 4], hacia: 2, cliente: true },
  rechazar: { desde: 1, pool: null, etapas: [3, 4], hacia: 3, cliente: true },
  agendarEntrevista: { desde: 2, pool: null, etapas: [3, 4], hacia: 4, cliente: true },
  aprobarEntrevista: { desde: 4, pool: null, etapas: [3, 4], hacia: 6, cliente: true },
  noApruebaEntrevista: { desde: 4, pool: null, etapas: [3, 4], hacia: 5, cliente: true },
  sePresenta: { desde: 6, pool: null, etapas: [4], hacia: 8, cliente: false },
  noFirmaContrato: { desde: 6, pool: null, etapas: [4], hacia: 7, cliente: false },
  noSePresenta: { desde: 6, pool: null, etapas: [4], hacia: 9, cliente: false },
  remover: { desde: null, pool: 0, etapas: [2, 3, 4], hacia: 'igual', activoNuevo: false, cliente: false },
};
const ETAPAS_TRABAJO = [2, 3, 4];

interface Caso {
  accion: AccionCandidato;
  estado: number;
  pool: number;
  activo: boolean;
  etapa: number;
  actor: ActorCandidato;
  espontaneo: boolean;
}

/** What the spec says should happen (independent oracle). */
function esperado(c: Caso): ResultadoCandidato {
  const r = REGLAS[c.accion];
  if (c.actor === 'cliente' && !r.cliente) return { ok: false, mensaje: MENSAJES_CANDIDATO.soloStaff };
  if (!c.activo) return { ok: false, mensaje: MENSAJES_CANDIDATO.inactivo };
  if (!ETAPAS_TRABAJO.includes(c.etapa)) return { ok: false, mensaje: MENSAJES_CANDIDATO.etapa };
  const etapas = c.accion === 'remover' && c.espontaneo ? [2, 3] : r.etapas;
  if (!etapas.includes(c.etapa)) return { ok: false, mensaje: MENSAJES_CANDIDATO.etapa };
  if ((r.desde !== null && c.estado !== r.desde) || (r.pool !== null && c.pool !== r.pool))
    return { ok: false, mensaje: MENSAJES_CANDIDATO.noPermitido };
  return {
    ok: true,
    estadoNuevo: r.hacia === 'igual' ? c.estado : r.hacia,
    poolNuevo: r.poolNuevo ?? c.pool,
    activoNuevo: r.activoNuevo ?? c.activo,
  };
}

function* casos(): Generator<Caso> {
  for (const accion of ACCIONES)
    for (const estado of ESTADOS)
      for (const etapa of ETAPAS)
        for (const actor of ACTORES)
          for (const pool of [0, 1])
            for (const activo of [true, false])
              for (const espontaneo of [false, true])
                yield { accion, estado, pool, activo, etapa, actor, espontaneo };
}

describe('transicionCandidato: the whole table', () => {
  it('every action × state × stage × actor × pool × activo × spontaneous matches the spec table', () => {
    const diferencias: string[] = [];
    let n = 0;
    for (const c of casos()) {
      n++;
      const real = transicionCandidato(
        c.accion,
        { estado: c.estado, pool: c.pool, activo: c.activo, etapaPedido: c.etapa },
        c.actor,
        c.espontaneo,
      );
      const ideal = esperado(c);
      if (JSON.stringify(real) !== JSON.stringify(ideal))
        diferencias.push(`${JSON.stringify(c)} → ${JSON.stringify(real)} ≠ ${JSON.stringify(ideal)}`);
    }
    expect(n).toBe(12 * 11 * 8 * 2 * 2 * 2 * 2);
    expect(diferencias.slice(0, 20)).toEqual([]);
  });

  it('the table allows exactly the spec moves (count of allowed combinations per action, staff, active, not spontaneous)', () => {
    const permitidos = Object.fromEntries(
      ACCIONES.map((accion) => {
        let k = 0;
        for (const estado of ESTADOS)
          for (const etapa of ETAPAS)
            for (const pool of [0, 1])
              if (transicionCandidato(accion, { estado, pool, activo: true, etapaPedido: etapa }, 'staff').ok)
                k++;
        return [accion, k];
      }),
    );
    expect(permitidos).toEqual({
      seleccionar: 3, // state 0, pool 0, stages 2–4
      devolverPreseleccion: 2, // state 0, pool 1, stages 2–3
      enviarCliente: 2, // state 0, pool 1, stages 3–4
      validar: 4,
      rechazar: 4,
      agendarEntrevista: 4,
      aprobarEntrevista: 4,
      noApruebaEntrevista: 4, // one state, any pool, stages 3–4
      sePresenta: 2,
      noFirmaContrato: 2,
      noSePresenta: 2, // state 6, any pool, stage 4
      remover: 33, // any of 11 states, pool 0, stages 2–4
    });
  });
});

describe('transicionCandidato: each allowed move, readable', () => {
  const s = (estado: number, pool: number, etapaPedido: number) => ({
    estado,
    pool,
    activo: true,
    etapaPedido,
  });
  it.each([
    ['seleccionar', s(0, 0, 2), 'staff', 0, 1],
    ['seleccionar', s(0, 0, 4), 'staff', 0, 1],
    ['devolverPreseleccion', s(0, 1, 3), 'staff', 0, 0],
    ['enviarCliente', s(0, 1, 3), 'staff', 1, 1],
    ['validar', s(1, 1, 3), 'cliente', 2, 1],
    ['rechazar', s(1, 1, 4), 'staff', 3, 1],
    ['agendarEntrevista', s(2, 1, 3), 'cliente', 4, 1],
    ['aprobarEntrevista', s(4, 1, 4), 'staff', 6, 1],
    ['noApruebaEntrevista', s(4, 1, 3), 'cliente', 5, 1],
    ['sePresenta', s(6, 1, 4), 'staff', 8, 1],
    ['noFirmaContrato', s(6, 1, 4), 'staff', 7, 1],
    ['noSePresenta', s(6, 1, 4), 'staff', 9, 1],
  ] as const)('%s %j as %s → state %d, pool %d', (accion, situacion, actor, estado, pool) => {
    expect(transicionCandidato(accion, situacion, actor)).toEqual({
      ok: true,
      estadoNuevo: estado,
      poolNuevo: pool,
      activoNuevo: true,
    });
  });

  it('remover deactivates a pre-selected candidate and keeps its state; a spontaneous one only at stages 2–3', () => {
    expect(transicionCandidato('remover', s(0, 0, 4), 'staff')).toEqual({
      ok: true,
      estadoNuevo: 0,
      poolNuevo: 0,
      activoNuevo: false,
    });
    expect(transicionCandidato('remover', s(0, 0, 3), 'staff', true)).toEqual({
      ok: true,
      estadoNuevo: 0,
      poolNuevo: 0,
      activoNuevo: false,
    });
    expect(transicionCandidato('remover', s(0, 0, 4), 'staff', true)).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.etapa,
    });
    expect(transicionCandidato('remover', s(0, 1, 2), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.noPermitido,
    });
  });

  it('refusals carry their reason: client on a staff action, inactive, closed/draft order, wrong stage, wrong state', () => {
    expect(transicionCandidato('sePresenta', s(6, 1, 4), 'cliente')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.soloStaff,
    });
    expect(
      transicionCandidato('validar', { estado: 1, pool: 1, activo: false, etapaPedido: 3 }, 'staff'),
    ).toEqual({ ok: false, mensaje: MENSAJES_CANDIDATO.inactivo });
    for (const etapa of [0, 1, 111, 112, 5])
      expect(transicionCandidato('validar', s(1, 1, etapa), 'staff')).toEqual({
        ok: false,
        mensaje: MENSAJES_CANDIDATO.etapa,
      });
    expect(transicionCandidato('validar', s(1, 1, 2), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.etapa,
    });
    expect(transicionCandidato('devolverPreseleccion', s(0, 1, 4), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.etapa,
    });
    expect(transicionCandidato('sePresenta', s(6, 1, 3), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.etapa,
    });
    expect(transicionCandidato('validar', s(2, 1, 3), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.noPermitido,
    });
    expect(transicionCandidato('devolverPreseleccion', s(1, 1, 3), 'staff')).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.noPermitido,
    });
  });

  it('the client acts only through its five actions', () => {
    expect([...ACCIONES_CLIENTE].sort()).toEqual([
      'agendarEntrevista',
      'aprobarEntrevista',
      'noApruebaEntrevista',
      'rechazar',
      'validar',
    ]);
  });
});

describe('accionesCandidato (buttons) agrees with transicionCandidato', () => {
  it('for every situation, actor and spontaneous flag', () => {
    for (const estado of ESTADOS)
      for (const etapa of ETAPAS)
        for (const pool of [0, 1])
          for (const activo of [true, false])
            for (const actor of ACTORES)
              for (const espontaneo of [false, true]) {
                const sit = { estado, pool, activo, etapaPedido: etapa };
                const esperadas = ACCIONES.filter(
                  (a) => esperado({ accion: a, estado, pool, activo, etapa, actor, espontaneo }).ok,
                );
                expect(accionesCandidato(sit, actor, espontaneo)).toEqual(esperadas);
              }
  });

  it('a few situations as the screens see them', () => {
    expect(accionesCandidato({ estado: 0, pool: 0, activo: true, etapaPedido: 2 }, 'staff')).toEqual([
      'seleccionar',
      'remover',
    ]);
    expect(accionesCandidato({ estado: 0, pool: 1, activo: true, etapaPedido: 3 }, 'staff')).toEqual([
      'devolverPreseleccion',
      'enviarCliente',
    ]);
    expect(accionesCandidato({ estado: 6, pool: 1, activo: true, etapaPedido: 4 }, 'staff')).toEqual([
      'sePresenta',
      'noFirmaContrato',
      'noSePresenta',
    ]);
    expect(accionesCandidato({ estado: 6, pool: 1, activo: true, etapaPedido: 4 }, 'cliente')).toEqual([]);
    expect(accionesCandidato({ estado: 1, pool: 1, activo: true, etapaPedido: 3 }, 'cliente')).toEqual([
      'validar',
      'rechazar',
    ]);
    expect(accionesCandidato({ estado: 1, pool: 1, activo: true, etapaPedido: 5 }, 'staff')).toEqual([]);
  });
});
