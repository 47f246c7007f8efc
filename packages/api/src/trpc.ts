import { OptimisticLockError } from '@mikro-orm/core';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { ContextInner } from './context';
import { esBaseNoDisponible } from '@talento/db';
import { AppError, baseNoDisponible, conflicto } from './errors';
import type { ProcedureMeta } from './meta';

/** Production mode hides stacks from every error response. Set once by the server at start. */
let modoDesarrollo = false;
export function configurarModoDesarrollo(valor: boolean): void {
  modoDesarrollo = valor;
}

function camposDeZod(error: unknown): Record<string, string[]> | undefined {
  if (!(error instanceof ZodError)) return undefined;
  const campos: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const clave = issue.path.join('.') || '_';
    (campos[clave] ??= []).push(issue.message);
  }
  return campos;
}

export const t = initTRPC
  .context<ContextInner>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    isDev: false,
    errorFormatter({ shape, error }) {
      const campos = camposDeZod(error.cause);
      const interno = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        message: interno ? 'Error interno' : campos ? 'Información errada' : shape.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          detalle: error instanceof AppError ? (error.detalle ?? error.message) : interno ? undefined : error.message,
          campos,
          ...(modoDesarrollo && !interno ? { stack: error.stack } : {}),
        },
      };
    },
  });

/** Maps ORM optimistic-lock failures to CONFLICT with the spec's message, and an unreachable database to 503. */
const conflictos = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof OptimisticLockError) throw conflicto();
  if (!result.ok && esBaseNoDisponible(result.error)) throw baseNoDisponible();
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const baseProcedure = t.procedure.use(conflictos);
export { TRPCError };
