import { z } from 'zod';

/** What the e2e set-up reads from its environment: the server's and the SMTP server's ports (defaults 3110, 2531). */
const leido = z
  .object({
    E2E_PORT: z.coerce.number().int().min(1).max(65_535).default(3110),
    E2E_SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(2531),
  })
  .parse(process.env);

/** The e2e server's port. */
export const PUERTO_E2E = leido.E2E_PORT;
/** The real SMTP server the mail specs start (support/smtp.ts); other specs' mails just stay pending. */
export const PUERTO_SMTP_E2E = leido.E2E_SMTP_PORT;

/**
 * The server's own environment: `e2e` (support/servidor/entorno.ts) over the wrapper's, whoever started it (Playwright's
 * webServer, or `npm test` while vitest runs). The server validates it.
 */
export const entornoDelServidor = (e2e: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...e2e,
});
