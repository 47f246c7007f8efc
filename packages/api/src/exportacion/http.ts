import { getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server';
import { transformador } from '../nucleo/transformador';
import { appRouter } from '../root';

/** The filters of an export request's JSON body (`{ filtros }`, serialised like a tRPC input so dates stay dates). */
export function filtrosDelCuerpo(cuerpo: unknown): unknown {
  const filtros = (cuerpo as { filtros?: unknown } | null)?.filtros;
  if (filtros === undefined || filtros === null) return {};
  try {
    return transformador.input.deserialize(filtros as never);
  } catch {
    return null; // not superjson: the list's input schema refuses it ("Información errada")
  }
}

/**
 * An export that failed before its first byte, answered as a tRPC call would be: the HTTP status of the error's code
 * and the router's error shape (Spanish message, `campos` for bad filters).
 */
export function respuestaDeError(error: unknown, tipo: string) {
  const trpc = getTRPCErrorFromUnknown(error);
  const forma = getTRPCErrorShape({
    config: appRouter._def._config,
    error: trpc,
    type: 'query',
    path: `exportar.${tipo}`,
    input: undefined,
    ctx: undefined,
  });
  return {
    status: forma.data.httpStatus,
    cuerpo: { error: forma },
    interno: trpc.code === 'INTERNAL_SERVER_ERROR',
  };
}
