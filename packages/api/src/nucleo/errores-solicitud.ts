import { TRPCError } from '@trpc/server';
import { MENSAJES } from '@talento/rules';
import { ZodError } from 'zod';

/**
 * Spanish for the errors tRPC raises itself around a procedure, whose messages are English or a JavaScript engine's
 * own words: a body that is not JSON, an input the transformer cannot read ("Maximum call stack size exceeded",
 * "Cannot convert … to a BigInt"), a content type other than JSON or multipart, an unknown procedure, a batch past
 * the limit. tRPC wraps what failed while reading an input as BAD_REQUEST with the JavaScript error as its cause;
 * every BAD_REQUEST of ours carries a ZodError (field messages) or is an AppError, so those pass through unchanged.
 * Null: the error's own message stands.
 */
export function mensajeDeSolicitud(error: TRPCError): string | null {
  const causa = error.cause;
  if (causa instanceof ZodError) return null;
  switch (error.code) {
    case 'UNSUPPORTED_MEDIA_TYPE':
      return MENSAJES.errores.soloJson;
    case 'METHOD_NOT_SUPPORTED':
      return MENSAJES.errores.soloPost;
    case 'NOT_FOUND':
      return error.message.startsWith('No procedure found') ? MENSAJES.errores.operacionInexistente : null;
    case 'PARSE_ERROR':
      return MENSAJES.errores.solicitudMalformada;
    case 'BAD_REQUEST':
      if (error.message === 'Batch call exceeds maximum size') return MENSAJES.errores.loteGrande;
      if (causa instanceof Error && !(causa instanceof TRPCError))
        return MENSAJES.errores.solicitudMalformada;
      if (error.message.startsWith('"input" needs') || error.message.startsWith('Cannot mix procedure types'))
        return MENSAJES.errores.solicitudMalformada;
      return null;
    default:
      return null;
  }
}
