import { TRPCClientError } from '@trpc/client';

/** The answer of a set-up read, or null when the server refuses it (not found, out of the user's scope). */
export async function siExiste<T>(llamada: Promise<T>): Promise<T | null> {
  try {
    return await llamada;
  } catch (error) {
    if (error instanceof TRPCClientError) return null;
    throw error;
  }
}
