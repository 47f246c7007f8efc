import { z } from 'zod';

/** The application version. */
export const VersionDto = z.object({ version: z.string() });
