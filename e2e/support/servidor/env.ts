import { z } from 'zod';

/** What the e2e server wrapper reads from its environment (playwright.config.ts sets it). */
export const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535),
  })
  .parse(process.env);

/** The server's own environment: the wrapper's, which Playwright built from webServer.env (the server validates it). */
export const entornoDelServidor = (): NodeJS.ProcessEnv => ({ ...process.env });
