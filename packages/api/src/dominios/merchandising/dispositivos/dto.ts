import { z } from 'zod';

/** Output of revoking a device (nothing). The other device outputs are in @talento/rules. */
export const RevocacionDispositivoDto = z.void();
