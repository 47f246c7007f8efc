import type { MikroORM } from '@mikro-orm/postgresql';
import { PayloadNomina, type RespuestaNomina } from '../../../../nucleo/integraciones/nomina';
import { conFilaPendiente } from '../../../../nucleo/outbox/filas';
import { aplicarRespuesta, type ResultadoEntrega } from '../../../../nucleo/outbox/respuesta';
import { TIPO_NOMINA } from './nomina';
import { CandidatoPedido } from '@talento/db';
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
export function entregarNomina(
  orm: MikroORM,
  id: number,
  opciones: OpcionesNomina,
  ahora = () => new Date(),
): Promise<ResultadoEntrega> {
  return conFilaPendiente(orm, id, TIPO_NOMINA, async (tx, fila) => {
    fila.intentos += 1;
    const payload = PayloadNomina.safeParse(fila.payload);
    if (!payload.success) {
      fila.estado = EstadoMensajeSaliente.ERROR;
      fila.ultimoError = 'El mensaje de nómina no tiene el formato esperado';
      return { resultado: 'error', intentos: fila.intentos, error: fila.ultimoError } as const;
    }
    const r = await opciones.enviar(payload.data, `talento-${TIPO_NOMINA}-${fila.id}`);
    if (r.resultado === 'aceptado' && payload.data.pedidoId !== null)
      await tx.nativeUpdate(
        CandidatoPedido,
        { pedido: payload.data.pedidoId, candidato: payload.data.candidatoId, activo: true },
        { enviadoAMidasoft: true },
      );
    // A failure waits its exponential back-off: the periodic worker leaves the row until then.
    return aplicarRespuesta(fila, r, opciones.intentosMaximos, ahora());
  });
}
