import { z } from 'zod';

/**
 * The server variables the e-mail texts need (same names and defaults as apps/server/src/env.ts, which
 * validates them at start): MAIL_FROM for the `from` shown to users and TALENTO_PUBLIC_URL / PORT for
 * links. Read when an e-mail is composed.
 */
const EnvCorreo = z.object({
  MAIL_FROM: z.string().trim().min(1).catch('Talento <no-responder@talento.local>'),
  TALENTO_PUBLIC_URL: z.url().optional().catch(undefined),
  PORT: z.coerce.number().int().min(0).max(65535).catch(3000),
});

export function envCorreo(): z.infer<typeof EnvCorreo> {
  return EnvCorreo.parse({
    MAIL_FROM: process.env.MAIL_FROM,
    TALENTO_PUBLIC_URL: process.env.TALENTO_PUBLIC_URL,
    PORT: process.env.PORT,
  });
}
