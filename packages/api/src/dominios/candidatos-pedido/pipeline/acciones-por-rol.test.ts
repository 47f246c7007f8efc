/**
 * The buttons of an order's candidates, per role, are the actions the server accepts: for every demo staff role and
 * candidates in each state of the pipeline, an action the list offers without a reason succeeds, one it offers with
 * a reason is refused with exactly that reason, and one it does not offer is refused and changes nothing.
 * (The actions that open a form — send, discard, failed interview — are the same rule; their own tests fill the forms.)
 */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import type { AccionCandidato } from '@talento/rules';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, sesionesStaff, type TestSession } from '../../../testing';
import { fabricasDe, type Fabricas } from '../../../testing/fabricas';
import type { EstadoFabrica } from '../../../testing/fabricas/candidato-en-pedido';
import { filaCp, sql } from '../../../testing/candidatos-pipeline';

const ROLES = ['jefe', 'psicologa', 'ejecutivo', 'reclutador', 'gerente'] as const;
type Rol = (typeof ROLES)[number];

/** The actions taken without a form, and how each is called. */
const PROBADAS = [
  'seleccionar',
  'devolverPreseleccion',
  'validar',
  'agendarEntrevista',
  'aprobarEntrevista',
  'sePresenta',
  'noFirmaContrato',
  'noSePresenta',
  'remover',
] as const satisfies readonly AccionCandidato[];
type Probada = (typeof PROBADAS)[number];

function ejecutar(s: TestSession, accion: Probada, c: { id: number; version: number }) {
  const entrada = { id: c.id, version: c.version };
  const p = s.caller.candidatosPedido;
  if (accion === 'seleccionar') return p.seleccionar(entrada);
  if (accion === 'devolverPreseleccion') return p.devolver(entrada);
  if (accion === 'remover') return p.remover(entrada);
  if (accion === 'agendarEntrevista')
    return p.cambiarEstado({ ...entrada, accion, fecha: addDays(new Date(), 2) });
  return p.cambiarEstado({ ...entrada, accion });
}

/** Candidates in each state, by the stage of their order (states past 0 need stage 3 or 4). */
const CASOS: { etapa: 3 | 4; estado: EstadoFabrica; sinProductoTerminado?: true }[] = [
  { etapa: 3, estado: 'preseleccionado' },
  // Reading (c) refuses "Seleccionar" for anyone but a super user: the list shows it with that reason.
  { etapa: 3, estado: 'preseleccionado', sinProductoTerminado: true },
  { etapa: 3, estado: 'seleccionado' },
  { etapa: 3, estado: 1 },
  { etapa: 3, estado: 2 },
  { etapa: 4, estado: 4 },
  { etapa: 4, estado: 6 },
];

/** What each role is offered over the cases above (the rest is asserted refused). */
const FLUJO_COMPLETO = [
  'preseleccionado@3 seleccionar: aceptada',
  'preseleccionado@3 remover: aceptada',
  'preseleccionado sin producto@3 seleccionar: con motivo',
  'preseleccionado sin producto@3 remover: aceptada',
  'seleccionado@3 devolverPreseleccion: aceptada',
  '1@3 validar: aceptada',
  '2@3 agendarEntrevista: aceptada',
  '4@4 aprobarEntrevista: aceptada',
  '6@4 sePresenta: aceptada',
  '6@4 noFirmaContrato: aceptada',
  '6@4 noSePresenta: aceptada',
];
const OFRECIDAS: Record<Rol, string[]> = {
  // The jefe is a super user: reading (c) does not apply to him.
  jefe: FLUJO_COMPLETO.map((r) => r.replace('seleccionar: con motivo', 'seleccionar: aceptada')),
  psicologa: FLUJO_COMPLETO,
  // add_candidatopedido without enviar_candidato_a_cliente: the pool moves only.
  reclutador: FLUJO_COMPLETO.slice(0, 5),
  ejecutivo: [],
  gerente: [],
};

let db: TestDatabase;
let fabricas: Fabricas;
let sesiones: Record<Rol, TestSession>;
const pedidos = new Map<number, number>();

beforeAll(async () => {
  db = await createTestDatabase('candidatos-acciones-por-rol');
  fabricas = fabricasDe(db.orm);
  const lista = await sesionesStaff(db.orm, ...ROLES);
  sesiones = Object.fromEntries(ROLES.map((r, i) => [r, lista[i]!])) as Record<Rol, TestSession>;
  for (const etapa of [3, 4] as const) pedidos.set(etapa, (await fabricas.pedido({ estado: etapa })).id);
});
afterAll(async () => {
  await db?.drop();
});

/** What the order's list shows this role for the candidate: its buttons and their reasons (nothing if it cannot list). */
async function botones(s: TestSession, pedidoId: number, id: number) {
  try {
    const lista = await s.caller.candidatosPedido.listar({ pedidoId });
    const fila = [...lista.preseleccionados, ...lista.seleccionados].find((c) => c.id === id);
    return { acciones: fila?.acciones ?? [], bloqueadas: fila?.bloqueadas ?? [] };
  } catch {
    return { acciones: [], bloqueadas: [] };
  }
}

describe('candidate buttons per role = what the server accepts', () => {
  for (const rol of ROLES) {
    it(`${rol}: offered actions act, offered with a reason are refused with it, not offered are refused`, async () => {
      const s = sesiones[rol];
      const resultados: string[] = [];
      for (const caso of CASOS) {
        const pedidoId = pedidos.get(caso.etapa)!;
        const nuevo = async () => {
          const c = await fabricas.candidatoEnPedido({ pedidoId, estado: caso.estado });
          if (caso.sinProductoTerminado)
            await sql(db, 'update candidato set estado_producto = 0 where id = ?', [c.persona.id]);
          return c;
        };
        const testigo = await nuevo();
        const { acciones, bloqueadas } = await botones(s, pedidoId, testigo.id);
        for (const accion of PROBADAS) {
          const motivo = bloqueadas.find((b) => b.accion === accion)?.motivo ?? null;
          const etiqueta = `${caso.estado}${caso.sinProductoTerminado ? ' sin producto' : ''}@${caso.etapa} ${accion}`;
          if (acciones.includes(accion) && motivo === null) {
            const c = await nuevo();
            await ejecutar(s, accion, c);
            resultados.push(`${etiqueta}: aceptada`);
          } else {
            if (acciones.includes(accion)) resultados.push(`${etiqueta}: con motivo`);
            const e = await errorDe(ejecutar(s, accion, testigo));
            expect(['FORBIDDEN', 'BAD_REQUEST', 'CONFLICT'], `${rol} ${etiqueta}: ${e.message}`).toContain(
              e.code,
            );
            if (motivo !== null) expect(e.message, `${rol} ${etiqueta}`).toBe(motivo);
            expect((await filaCp(db, testigo.id)).version, `${rol} ${etiqueta}`).toBe(testigo.version);
          }
        }
      }
      expect(resultados).toEqual(OFRECIDAS[rol]);
    });
  }
});
