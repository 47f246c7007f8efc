import { OptimisticLockError } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { ContextInner } from './context';
import { esBaseNoDisponible } from '@talento/db';
import { datoRechazado } from './errores-datos';
import { mensajeDeSolicitud } from './errores-solicitud';
import { AppError, baseNoDisponible, conflicto } from './errors';
import type { ProcedureMeta } from './meta';
import { transformador } from './transformador';
import { conValidacionSincrona } from './validacion-sincrona';

/** Production mode hides stacks from every error response. Set once by the server at start. */
let modoDesarrollo = false;
export function configurarModoDesarrollo(valor: boolean): void {
  modoDesarrollo = valor;
}

/** Each field's Spanish messages, by dotted path ('_' for the whole input). */
function camposDeZod(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ZodError)) return undefined;
  const campos: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const clave = issue.path.join('.') || '_';
    (campos[clave] ??= []).push(issue.message);
  }
  return campos;
}

/**
 * What `detalle` says: the AppError's own detail; for an input that failed its schema, the field messages
 * themselves (tRPC copies the ZodError's `message`, the JSON of its issues, which no one should see); a
 * service's own message otherwise; nothing for a 500.
 */
function detalleDe(
  error: TRPCError,
  campos: Record<string, string[]> | undefined,
  interno: boolean,
): string | undefined {
  if (error instanceof AppError) return error.detalle ?? error.message;
  if (interno) return undefined;
  const mensajeDeZod = error.cause instanceof ZodError && error.message === error.cause.message;
  if (campos && mensajeDeZod) return [...new Set(Object.values(campos).flat())].join(' ');
  return error.message;
}

export const t = initTRPC
  .context<ContextInner>()
  .meta<ProcedureMeta>()
  .create({
    transformer: transformador,
    isDev: false,
    errorFormatter({ shape, error }) {
      const campos = camposDeZod(error.cause);
      const interno = error.code === 'INTERNAL_SERVER_ERROR';
      const deSolicitud = error instanceof AppError ? null : mensajeDeSolicitud(error);
      return {
        message: interno ? 'Error interno' : campos ? 'Información errada' : (deSolicitud ?? shape.message),
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          detalle: deSolicitud ?? detalleDe(error, campos, interno),
          campos,
          ...(modoDesarrollo && !interno ? { stack: error.stack } : {}),
        },
      };
    },
  });

/**
 * Maps ORM optimistic-lock failures to CONFLICT with the spec's message, an unreachable database to 503, and
 * database data errors that only input can cause (NUL in text, number or date out of range…) to BAD_REQUEST in
 * Spanish instead of 500.
 */
const erroresConocidos = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  if (result.error.cause instanceof OptimisticLockError) throw conflicto();
  if (esBaseNoDisponible(result.error)) throw baseNoDisponible();
  const rechazado = datoRechazado(result.error.cause);
  if (rechazado) throw rechazado;
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure derives from it: the known errors mapped, and its schemas validated on zod's synchronous path. */
export const baseProcedure = conValidacionSincrona(t.procedure.use(erroresConocidos));
export { TRPCError };
