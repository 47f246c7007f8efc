import type { LoggerOutbox } from './trabajador';

/** Runs `tarea` now and every `ms` (never two at once); errors are logged, not thrown. */
export function periodico(ms: number, tarea: () => Promise<unknown>, logger: LoggerOutbox) {
  let actual: Promise<unknown> = Promise.resolve();
  let corriendo = false;
  const correr = () => {
    if (corriendo) return;
    corriendo = true;
    actual = tarea()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox: error al revisar mensajes pendientes'))
      .finally(() => {
        corriendo = false;
      });
  };
  correr();
  const timer = setInterval(correr, ms);
  timer.unref();
  return { parar: () => clearInterval(timer), enCurso: () => actual };
}
