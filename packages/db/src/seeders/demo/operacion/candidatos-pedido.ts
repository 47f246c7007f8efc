import { retienePersona } from '@talento/rules';
import { CandidatoPedido, EventoPedido, type MotivoRechazo, Postulado } from '../../../entities';
import { entre, sumarHoras } from './aleatorio';
import type { CandidatoSembrado } from './candidatos';
import type { Catalogos } from './catalogos';
import type { Contexto } from './contexto';
import { familiaDeCargo } from './nombres';
import type { PedidoSembrado } from './pedidos';
import { calificarPruebas } from './pruebas';

/** Path of states (ESTADO_CANDIDATO_PEDIDO) that leads to each final state. */
const CAMINO: Record<number, number[]> = {
  0: [0],
  1: [0, 1],
  2: [0, 1, 2],
  3: [0, 1, 3],
  4: [0, 1, 2, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 4, 6],
  7: [0, 1, 2, 4, 6, 7],
  8: [0, 1, 2, 4, 6, 8],
  9: [0, 1, 2, 4, 6, 9],
  10: [0, 1, 10],
};

export interface CandidatoEnPedido {
  cp: CandidatoPedido;
  cs: CandidatoSembrado;
  ps: PedidoSembrado;
}

/** Hands out candidates: one active process per person, same family of positions when possible. */
export class Bolsa {
  private libres: CandidatoSembrado[];

  constructor(ctx: Contexto, candidatos: CandidatoSembrado[]) {
    this.libres = ctx.rnd.barajar(candidatos);
  }

  tomar(familia: string, completo: boolean): CandidatoSembrado {
    const ok = (c: CandidatoSembrado) => !completo || c.hv.porcentajeTotal >= 70;
    let i = this.libres.findIndex((c) => c.familia === familia && ok(c));
    if (i < 0) i = this.libres.findIndex(ok);
    if (i < 0) throw new Error('No quedan candidatos libres para la demo');
    return this.libres.splice(i, 1)[0] as CandidatoSembrado;
  }

  /** A free candidate without taking it (e.g. a job-board applicant who was never added). */
  ver(indice: number): CandidatoSembrado | undefined {
    return this.libres[indice % Math.max(1, this.libres.length)];
  }

  get restantes(): readonly CandidatoSembrado[] {
    return this.libres;
  }
}

/** Default final states of the selected pool and size of the pre-selected pool by stage. */
function composicion(ctx: Contexto, ps: PedidoSembrado): { sel: number[]; pre: number } {
  const { rnd } = ctx;
  const { plan, etapa } = ps;
  if (plan.seleccionados || plan.preseleccionados !== undefined) {
    return { sel: plan.seleccionados ?? [], pre: plan.preseleccionados ?? rnd.entero(1, 3) };
  }
  if (plan.estado === 0) return { sel: [], pre: etapa >= 2 ? rnd.entero(2, 3) : 0 };
  switch (etapa) {
    case 2:
      return { sel: rnd.elegir([[], [0], [0, 0]]), pre: rnd.entero(3, 5) };
    case 3:
      return {
        sel: rnd.elegir([
          [1, 2, 4, 0],
          [1, 1, 2, 3],
          [2, 4, 4, 5, 1],
          [1, 2, 3, 0],
        ]),
        pre: rnd.entero(2, 3),
      };
    case 4: {
      const contratados = Math.min(plan.vacantes - 1, rnd.entero(0, 2));
      return {
        sel: [...Array<number>(contratados).fill(8), 6, rnd.elegir([7, 9]), rnd.elegir([2, 4]), 3],
        pre: rnd.entero(1, 2),
      };
    }
    case 5:
      return { sel: [...Array<number>(plan.vacantes).fill(8), ...rnd.muestra([5, 7, 9, 3, 10], 2)], pre: 1 };
    default:
      return { sel: [], pre: 0 };
  }
}

function motivo(cat: Catalogos, estado: number, i: number): MotivoRechazo | null {
  const m = cat.motivosRechazo;
  if (estado === 3) return m[i % 2] ?? null;
  if (estado === 5) return m[i % 2 === 0 ? 4 : 3] ?? null;
  if (estado === 7 || estado === 9 || estado === 10) return m[7] ?? null;
  return null;
}

/** Candidate rows of every order, the log of their moves, applicants (postulados) and test scores. */
export async function seedCandidatosPedido(
  ctx: Contexto,
  cat: Catalogos,
  bolsa: Bolsa,
  pedidos: PedidoSembrado[],
): Promise<CandidatoEnPedido[]> {
  const { em, rnd, reloj } = ctx;
  const filas: CandidatoEnPedido[] = [];
  // Times are computed on a plain clock and stored through reloj.laboral (office hours, same order as the order's dates).
  const L = (d: Date) => reloj.laboral(d);
  const creacion = new Map<CandidatoPedido, Date>();
  let k = 0;
  for (const ps of pedidos) {
    if (ps.pedido.esHijo || ps.etapa < 2) continue;
    const { pedido } = ps;
    const familia = familiaDeCargo(ps.perfil.perfil.cargo.nombre);
    const actor = pedido.encargadoPedido ?? ctx.usuarios.psicologa;
    const { sel, pre } = composicion(ctx, ps);
    const cerrado = pedido.estadoPedido === 0 || pedido.estadoPedido === 5;
    const envio = ps.envio ?? ps.hasta;
    const filasPedido: CandidatoEnPedido[] = [];
    for (const [pool, final] of [
      ...sel.map((s) => [1, s] as const),
      ...Array.from({ length: pre }, () => [0, 0] as const),
    ]) {
      const cs = bolsa.tomar(familia, pool === 1);
      const c = cs.candidato;
      if (pool === 1) c.estadoProducto = 1;
      const creado = entre(ps.desde, envio, rnd.num() * 0.4 + 0.05);
      const camino = CAMINO[final] ?? [0];
      const pasos = camino.length - 1;
      // Three of four hires land on or before the negotiated date when the order left at least two days for it, so the
      // demo's service level measures something (with every hire after the deadline it was 0 % in every period).
      const aTiempo = final === 8 && k % 4 !== 0 && sumarHoras(envio, 48) <= ps.negociada;
      const limite = aTiempo ? new Date(Math.min(ps.hasta.getTime(), ps.negociada.getTime())) : ps.hasta;
      let fecha = creado;
      const cp = em.create(CandidatoPedido, {
        pedido,
        candidato: c,
        pool,
        estadoProducto: 1,
        estadoCandidatoPedido: final,
        deStock: pedido.esStock,
        puntaje: pedido.esStock ? rnd.entero(60, 98) : null,
        motivoRechazoCandidato: motivo(cat, final, k),
        otroMotivoRechazo: final === 10 ? 'El pedido se cerró antes de la contratación.' : null,
        validadoRechazo: final === 3 && k % 2 === 0,
        creadoPor: actor,
        modificadoPor: actor,
        fechaCreacion: L(creado),
        fechaModificacion: L(creado),
      });
      creacion.set(cp, creado);
      if (pool === 1) {
        fecha = entre(creado, envio, 0.5);
        em.create(EventoPedido, {
          pedido,
          tipoEvento: 3,
          actor,
          pool: 0,
          poolNuevo: 1,
          candidatoNombre: cs.nombreCompleto,
          fecha: L(fecha),
        });
      }
      camino.slice(1).forEach((estado, i) => {
        // The first step (sent to client) happens when the order enters stage 3; the rest spread until today or closing.
        fecha = i === 0 ? sumarHoras(envio, 1 + (k % 4)) : entre(envio, limite, (i + 1) / (pasos + 1));
        fecha = reloj.pasado(fecha);
        em.create(EventoPedido, {
          pedido,
          tipoEvento: 4,
          actor,
          estadoAnterior: camino[i] ?? 0,
          estadoNuevo: estado,
          candidatoNombre: cs.nombreCompleto,
          fecha: L(fecha),
        });
        if (estado === 4)
          cp.fechaCitaCliente = final === 4 && !cerrado ? reloj.enDias(1 + (k % 5), 9 + (k % 7)) : L(fecha);
      });
      // Closing the order freed whoever it still held (the availability rule): their row ended as 10 then.
      if (
        cerrado &&
        retienePersona({ activo: true, liberado: false, estado: final, validadoRechazo: cp.validadoRechazo })
      ) {
        fecha = reloj.pasado(ps.hasta);
        em.create(EventoPedido, {
          pedido,
          tipoEvento: 4,
          actor,
          estadoAnterior: final,
          estadoNuevo: 10,
          candidatoNombre: cs.nombreCompleto,
          fecha: L(fecha),
        });
        cp.estadoCandidatoPedido = 10;
      }
      if (final > 0 || pool === 1 || cp.estadoCandidatoPedido === 10) {
        cp.fechaCambioEstado = L(fecha);
        cp.fechaModificacion = L(fecha);
      }
      // Availability: in process while the order is open, hired on "se presenta", free otherwise.
      if (final === 8) {
        c.disponibilidad = 2;
        c.estadoInforma = 1;
      } else if (
        !cerrado &&
        retienePersona({ activo: true, liberado: false, estado: final, validadoRechazo: cp.validadoRechazo })
      ) {
        c.disponibilidad = 1;
        c.disponibilidadStock = pedido.esStock ? 4 : 1;
      }
      const fila = { cp, cs, ps };
      filas.push(fila);
      filasPedido.push(fila);
      k++;
    }
    // Applicants from the job board: some of the order's candidates plus people never added.
    if (pedido.elEmpleoCodigo || pedido.convocatoria === 'EXTERNA') {
      for (const f of filasPedido.filter((_, i) => i % 2 === 0)) {
        em.create(Postulado, {
          pedido,
          candidato: f.cs.candidato,
          perfil: ps.perfil.perfil,
          disponibilidad: 0,
          fechaPostulacion: reloj.laboral(entre(ps.desde, creacion.get(f.cp) ?? ps.desde, 0.5)),
        });
      }
      if (!cerrado) {
        const vistos = new Set<CandidatoSembrado>();
        for (let j = 0; j < 2; j++) {
          const otro = bolsa.ver(k * 7 + j * 13);
          if (!otro || vistos.has(otro)) continue;
          vistos.add(otro);
          em.create(Postulado, {
            pedido,
            candidato: otro.candidato,
            perfil: ps.perfil.perfil,
            disponibilidad: otro.candidato.disponibilidad,
            fechaPostulacion: reloj.laboral(entre(ps.desde, reloj.ahora, 0.3 + j * 0.2)),
          });
        }
      }
    }
    // One removed pre-selected candidate in stage-3 orders: inactive row, barred in the applicants list.
    if (pedido.estadoPedido === 3 && pre > 1) {
      // Odd positions never got an applicant row above, so the barred applicant row is new.
      const quitado = filasPedido.find((f, i) => f.cp.pool === 0 && i % 2 === 1);
      if (quitado) {
        quitado.cp.activo = false;
        quitado.cp.betado = true;
        quitado.cs.candidato.disponibilidad = 0;
        quitado.cs.candidato.disponibilidadStock = 0;
        const fecha = reloj.laboral(entre(envio, reloj.ahora, 0.3));
        em.create(EventoPedido, {
          pedido,
          tipoEvento: 5,
          actor,
          pool: 0,
          candidatoNombre: quitado.cs.nombreCompleto,
          fecha,
        });
        em.create(Postulado, {
          pedido,
          candidato: quitado.cs.candidato,
          perfil: ps.perfil.perfil,
          disponibilidad: 1,
          betado: true,
          fechaPostulacion: quitado.cp.fechaCreacion,
        });
      }
    }
    if (pedido.estadoPedido === 4)
      pedido.vacantesCumplidas = filasPedido.filter((f) => f.cp.estadoCandidatoPedido === 8).length;
    if (pedido.pruebaFac)
      calificarPruebas(
        ctx,
        pedido,
        filasPedido.map((f) => f.cp),
      );
  }
  await em.flush();
  return filas;
}
