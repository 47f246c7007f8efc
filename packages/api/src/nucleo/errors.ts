import { TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';
import { MENSAJES } from '@talento/rules';

type Codigo =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PRECONDITION_FAILED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

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
export const baseNoDisponible = (): AppError =>
  new AppError('SERVICE_UNAVAILABLE', MENSAJES.errores.baseNoDisponible);

/**
 * A 400 with field messages, shaped like a failed zod input (ZodRealError: an Error, so tRPC keeps it as the cause;
 * the error formatter answers "Información errada" plus `campos`). Keys are dotted paths (`orden.cargoId`, `lineas.0.ciudadId`), for checks that need the database or the server's clock.
 */
export function errorDeCampos(campos: Record<string, string>): TRPCError {
  const issues = Object.entries(campos).map(([ruta, message]) => ({
    code: 'custom' as const,
    path: ruta.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    message,
    input: undefined,
  }));
  return new TRPCError({
    code: 'BAD_REQUEST',
    message: MENSAJES.errores.informacionErrada,
    cause: new ZodRealError(issues),
  });
}
