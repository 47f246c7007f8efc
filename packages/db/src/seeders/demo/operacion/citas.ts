import { sumarDiasInstante } from '@talento/rules';
import {
  type Candidato,
  type CandidatoEspontaneo,
  Cita,
  type Cliente,
  type EstadoCita,
  RequisitoCita,
} from '../../../entities';
import type { Bolsa, CandidatoEnPedido } from './candidatos-pedido';
import type { Catalogos } from './catalogos';
import { ciudad, type Contexto, sucursalDeCiudad } from './contexto';

interface Asistente {
  candidato?: Candidato;
  espontaneo?: CandidatoEspontaneo;
  cliente: Cliente | null;
  fila?: CandidatoEnPedido;
}

/**
 * 15 interview appointments from seven days ago to seven days ahead: client interviews of candidates
 * in state 4 (same date as the candidate-order row), stock/other interviews of free candidates, one
 * spontaneous candidate and one rescheduled appointment with its new appointment.
 */
export async function seedCitas(
  ctx: Contexto,
  cat: Catalogos,
  bolsa: Bolsa,
  filas: CandidatoEnPedido[],
  espontaneos: CandidatoEspontaneo[],
): Promise<void> {
  const { em, rnd, reloj, usuarios } = ctx;
  const estado = (id: number): EstadoCita => {
    const e = cat.estadosCita.get(id);
    if (!e) throw new Error(`Estado de cita ${id} no sembrado`);
    return e;
  };
  const enEntrevista = filas.filter(
    (f) => f.cp.activo && f.cp.estadoCandidatoPedido === 4 && f.ps.pedido.estadoPedido !== 0,
  );
  const libres = bolsa.restantes.slice(0, 20);
  const asistentes: Asistente[] = [];
  for (let i = 0; i < 14; i++) {
    const fila = i >= 7 ? enEntrevista[i - 7] : undefined;
    if (fila) asistentes.push({ candidato: fila.cs.candidato, cliente: fila.ps.pedido.cliente, fila });
    else if (i === 3 && espontaneos[1])
      asistentes.push({ espontaneo: espontaneos[1], cliente: espontaneos[1].pedido?.cliente ?? null });
    else {
      const libre = libres[i];
      if (!libre) continue;
      const conCliente = i % 3 !== 0;
      asistentes.push({
        candidato: libre.candidato,
        cliente: conCliente ? rnd.elegir([...ctx.clientes.values()]) : null,
      });
    }
  }
  let reagendada: Cita | null = null;
  asistentes.forEach((a, i) => {
    const dia = i - 7; // -7 … +6
    const hora = 8 + (i % 8);
    let fecha = reloj.enDias(dia, hora, i % 2 === 0 ? 0 : 30);
    if (a.fila) {
      // The candidate-order row carries the client interview date: keep both equal.
      fecha =
        a.fila.cp.fechaCitaCliente && a.fila.cp.fechaCitaCliente > reloj.ahora
          ? a.fila.cp.fechaCitaCliente
          : fecha;
      a.fila.cp.fechaCitaCliente = fecha;
    }
    const pasada = fecha < reloj.ahora;
    const vive = a.candidato?.ciudadDondeVive ?? a.espontaneo?.pedido?.ciudad ?? ciudad(ctx, '11001');
    let estado1: EstadoCita | null = null;
    let estado2: EstadoCita | null = null;
    let llegada: Date | null = null;
    if (pasada) {
      const r = i % 5;
      estado1 = estado(r === 0 ? 1 : r === 4 ? 3 : r === 3 ? 4 : 2);
      if (estado1.id !== 1) llegada = new Date(fecha.getTime() - 10 * 60_000);
      // The first no-show is rescheduled (estado2 Reagendado, new appointment below); later ones leave the process.
      estado2 =
        estado1.id === 1 ? estado(reagendada ? 7 : 6) : estado1.id === 2 ? estado(i % 2 === 0 ? 5 : 8) : null;
    }
    const referencia = cat.referencias[i % cat.referencias.length] ?? null;
    const cita = em.create(Cita, {
      candidato: a.candidato ?? null,
      candidatoEspontaneo: a.espontaneo ?? null,
      // A client interview of an order keeps its candidate-order row: rescheduling the appointment moves the order's date.
      candidatoPedido: a.fila?.cp ?? null,
      cliente: a.cliente,
      personaACargoEntrevista: i % 3 === 2 ? usuarios.reclutador : usuarios.psicologa,
      razonEntrevista: a.cliente ? 0 : 1,
      fechaHoraEntrevista: fecha,
      fechaHoraLlegada: llegada,
      comentario: a.cliente
        ? 'Presentarse con hoja de vida impresa, cédula y certificados laborales.'
        : 'Entrevista para banco de candidatos de stock.',
      estado1,
      estado2,
      referencia,
      otrosReferencia: referencia?.id === 6 ? 'Emisora comunitaria del barrio' : null,
      correoEnviado: i % 4 !== 1,
      usuarioCreador: usuarios.reclutador,
      sucursal: sucursalDeCiudad(ctx, vive),
      ciudad: vive,
      createdAt: sumarDiasInstante(fecha, -2),
    });
    if (a.cliente) {
      em.create(RequisitoCita, { cita, requisito: cat.requisitos.examen, revisado: Boolean(llegada) });
      em.create(RequisitoCita, {
        cita,
        requisito: cat.requisitos.antecedentes,
        revisado: Boolean(llegada) && i % 2 === 0,
      });
    }
    if (estado2?.id === 6) reagendada = cita;
  });
  // The rescheduled appointment gets its new appointment two days ahead (the 15th).
  const padre = reagendada as Cita | null;
  if (padre) {
    em.create(Cita, {
      candidato: padre.candidato,
      candidatoEspontaneo: padre.candidatoEspontaneo,
      cliente: padre.cliente,
      personaACargoEntrevista: padre.personaACargoEntrevista,
      razonEntrevista: padre.razonEntrevista,
      razonReagendamiento: 'El candidato no pudo asistir por una cita médica y pidió una nueva fecha.',
      fechaHoraEntrevista: reloj.enDias(2, 10, 30),
      comentario: padre.comentario,
      referencia: padre.referencia,
      otrosReferencia: padre.otrosReferencia,
      citaPadreReagendada: padre,
      correoEnviado: true,
      usuarioCreador: usuarios.reclutador,
      sucursal: padre.sucursal,
      ciudad: padre.ciudad,
      createdAt: reloj.ahora,
    });
  }
  await em.flush();
}
