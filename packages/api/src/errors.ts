import { TRPCError } from '@trpc/server';
import { MENSAJES } from '@talento/rules';

type Codigo = 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'PRECONDITION_FAILED' | 'SERVICE_UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';

/** A user-facing failure: a tRPC code and the exact Spanish message of the spec. */
export class AppError extends TRPCError {
  readonly detalle: string | undefined;
  constructor(code: Codigo, mensaje: string, detalle?: string) {
    super({ code, message: mensaje });
    this.detalle = detalle;
  }
}

export const noEncontrado = (): AppError => new AppError('NOT_FOUND', MENSAJES.errores.noEncontrado);
export const sinPermisos = (): AppError => new AppError('FORBIDDEN', MENSAJES.shell.sinPermisos);
export const sinSesion = (): AppError => new AppError('UNAUTHORIZED', MENSAJES.errores.sesionVencida);
export const conflicto = (): AppError => new AppError('CONFLICT', MENSAJES.errores.conflicto);
/** PostgreSQL cannot be reached (restarting, down): HTTP 503, the caller may try again in a few seconds. */
export const baseNoDisponible = (): AppError => new AppError('SERVICE_UNAVAILABLE', MENSAJES.errores.baseNoDisponible);
