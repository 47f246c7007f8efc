import { LockMode } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PayloadNomina, type RespuestaNomina } from '../../../../nucleo/integraciones/nomina';
import { filtroVencidos, retrasoReintento, type ResultadoEntrega } from '../../../../nucleo/outbox/respuesta';
import { TIPO_NOMINA } from './nomina';
import { CandidatoPedido, MensajeSaliente } from '@talento/db';
import { EstadoMensajeSaliente } from '@talento/rules';

export interface OpcionesNomina {
  /** After this many failed attempts (network, 5xx) the row is marked Error (2). */
  intentosMaximos: number;
  /** `clave`: the row's idempotency key, sent as `Idempotency-Key` so a retry after a lost answer is recognised. */
  enviar: (payload: PayloadNomina, clave: string) => Promise<RespuestaNomina>;
}

/**
 * Delivers one payroll row. Like the e-mails, the row is locked for the whole attempt and only a Pendiente
 * row is sent, so two workers never send it twice. Accepted: Enviado, and when the send came from an order
 * the candidate-order row is marked sent (enviado_a_midasoft) in the same transaction. A 409 (or any other
 * refusal) is final: Error with the payroll system's message in ultimo_error, which the CV screen shows.
 * Network failures and 5xx are retried with an exponential back-off (`proximo_intento`) until `intentosMaximos`.
 */
export async function entregarNomina(
  orm: MikroORM,
  id: number,
  opciones: OpcionesNomina,
  ahora = () => new Date(),
): Promise<ResultadoEntrega> {
  return orm.em.fork().transactional(async (tx) => {
    const fila = await tx.findOne(MensajeSaliente, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!fila || fila.estado !== EstadoMensajeSaliente.PENDIENTE || fila.tipo !== TIPO_NOMINA)
      return { resultado: 'omitido' } as const;
    fila.intentos += 1;
    const payload = PayloadNomina.safeParse(fila.payload);
    if (!payload.success) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'El mensaje de nómina no tiene el formato esperado';
      return { resultado: 'error', intentos: fila.intentos, error: fila.ultimoError } as const;
    }
    const r = await opciones.enviar(payload.data, `talento-${TIPO_NOMINA}-${fila.id}`);
    if (r.resultado === 'aceptado') {
      fila.estado = EstadoMensajeSaliente.ENVIADO;
      fila.enviadoEn = ahora();
      fila.ultimoError = null;
      fila.proximoIntento = null;
      if (payload.data.pedidoId !== null) {
        await tx.nativeUpdate(
          CandidatoPedido,
          { pedido: payload.data.pedidoId, candidato: payload.data.candidatoId, activo: true },
          { enviadoAMidasoft: true },
        );
      }
      return { resultado: 'enviado' } as const;
    }
    if (r.resultado === 'rechazado') {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = r.mensaje.slice(0, 1000);
      return { resultado: 'rechazado', mensaje: r.mensaje } as const;
    }
    fila.ultimoError = r.error.slice(0, 1000);
    if (fila.intentos >= opciones.intentosMaximos) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.proximoIntento = null;
      return { resultado: 'error', intentos: fila.intentos, error: r.error } as const;
    }
    // Exponential back-off: the periodic worker leaves the row until then (pendientesNomina).
    fila.proximoIntento = new Date(ahora().getTime() + retrasoReintento(fila.intentos) * 1000);
    return { resultado: 'reintentar', intentos: fila.intentos, error: r.error } as const;
  });
}

/** Ids of the Pendiente payroll rows whose back-off has passed, oldest first. */
export async function pendientesNomina(orm: MikroORM, limite: number, ahora = new Date()): Promise<number[]> {
  const filas = await orm.em
    .fork()
    .find(
      MensajeSaliente,
      { estado: EstadoMensajeSaliente.PENDIENTE, tipo: TIPO_NOMINA, ...filtroVencidos(ahora) },
      { fields: ['id'], orderBy: { id: 'asc' }, limit: limite },
    );
  return filas.map((f) => f.id);
}
