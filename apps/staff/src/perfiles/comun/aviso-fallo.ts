import { mensajeDeError } from '@talento/rules';
import { aErrorDeServidor, notificar } from '@talento/ui';

/**
 * The one toast of a failed profile action: the screen's own title (spec 02 §8, e.g. "Error al aprobar el
 * perfil") or, without one, the generic title of spec 03 §8, and the server's reason as its detail. Used as
 * the mutation's own `onError`, so the global handler does not toast the same failure again.
 */
export function avisarFallo(error: unknown, titulo?: string): void {
  const m = mensajeDeError(aErrorDeServidor(error));
  notificar.error(titulo ?? m.titulo, m.detalle.join(' ') || undefined);
}
