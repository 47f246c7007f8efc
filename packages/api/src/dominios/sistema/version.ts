import { VERSION_APP } from '@talento/rules';
import { z } from 'zod';
import { publicProcedure } from '../../nucleo/procedures';

export const version = publicProcedure.output(z.object({ version: z.string() })).query(() => ({ version: VERSION_APP }));
