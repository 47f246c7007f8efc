/** Output schemas shared by procedures of several domains. */
import { z } from 'zod';

/** A row created, and the toast that confirms it. */
export const CreadoConMensajeDto = z.object({ id: z.number(), mensaje: z.string() });
