import { MENSAJES_CITAS as M } from '@talento/rules';
import { aErrorDeServidor, ponerErroresDelServidor } from '@talento/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The server refuses some choices with one message (not a schema path): each of those belongs under the field that
 * caused it, so the user sees where to fix it.
 */
const CAMPO_DE_MENSAJE: Readonly<Record<string, string>> = {
  [M.fechaPasada]: 'fechaHoraEntrevista',
  [M.duplicadoDia]: 'fechaHoraEntrevista',
  [M.encargadoInvalido]: 'encargadoId',
  [M.encargadoSinCliente]: 'encargadoId',
  [M.encargadoRequerido]: 'encargadoId',
  [M.clienteInvalido]: 'clienteId',
  [M.referenciaInvalida]: 'referenciaId',
  [M.requisitoInvalido]: 'requisitoIds',
};

/**
 * Puts a refused save's messages under their fields: the schema's paths, or the known single messages. The query
 * client's handler has already shown the toast.
 */
export function ponerErroresDeCita<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): void {
  if (ponerErroresDelServidor(error, setError)) return;
  const { status, detalle } = aErrorDeServidor(error);
  const campo = status === 400 && detalle ? CAMPO_DE_MENSAJE[detalle] : undefined;
  if (campo) setError(campo as Path<T>, { type: 'servidor', message: detalle }, { shouldFocus: true });
}
