import { clientePush, type ConfigPush } from './cliente-push';
import { bombeoPeriodico, colaConReintentos } from './cola-reintentos';
import { entregarPush, pendientesPush } from '@talento/api';
import type { OpcionesOutbox, TrabajadorOutbox } from './trabajador';

/** pg-boss queue of push deliveries to merchandisers' devices: one job per mensaje_saliente id, retried with backoff. */
export const COLA_PUSH = 'outbox-push';

/**
 * Push deliveries (notifications to merchandisers' devices): like the e-mails, each Pendiente row becomes one
 * pg-boss job (exclusive per row); a provider failure throws so pg-boss retries it with exponential backoff, and
 * after `intentosMaximos` attempts `entregarPush` marks the row and the device's delivery Error.
 */
export async function iniciarPush(o: OpcionesOutbox, config: ConfigPush): Promise<TrabajadorOutbox> {
  const intentosMaximos = o.intentosMaximos ?? 5;
  const enviar = clientePush(config);
  const boss = await colaConReintentos(o, COLA_PUSH, {
    max: 2,
    aplicacion: 'talento-outbox-push',
    nombre: 'push',
  });
  await boss.work<{ id: number }>(
    COLA_PUSH,
    { pollingIntervalSeconds: o.sondeoSegundos ?? 2, batchSize: 1, localConcurrency: 3 },
    async ([job]) => {
      if (!job) return;
      const r = await entregarPush(o.orm, job.data.id, { intentosMaximos, enviar });
      if (r.resultado === 'enviado')
        o.logger.info({ mensaje: job.data.id }, 'outbox: notificación enviada al dispositivo');
      if (r.resultado === 'sinToken')
        o.logger.info(
          { mensaje: job.data.id },
          'outbox: dispositivo sin token de notificaciones; el teléfono la recoge al consultar',
        );
      if (r.resultado === 'error')
        o.logger.error(
          { mensaje: job.data.id, intentos: r.intentos, error: r.error },
          'outbox: notificación marcada con error',
        );
      if (r.resultado === 'reintentar') {
        o.logger.warn(
          { mensaje: job.data.id, intentos: r.intentos, error: r.error },
          'outbox: fallo al enviar la notificación, se reintentará',
        );
        throw new Error(r.error);
      }
    },
  );
  const bombeo = bombeoPeriodico(
    boss,
    COLA_PUSH,
    'push',
    () => pendientesPush(o.orm, 200),
    o.intervaloMs ?? 5000,
    o.logger,
  );
  o.logger.info({}, 'outbox: entrega de notificaciones push iniciada');
  return bombeo;
}
