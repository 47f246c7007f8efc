/** FCM_CUENTA_SERVICIO(_ARCHIVO): the Google service account's JSON key, parsed and checked when the env is read. */
import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/** The fields of a Google service account's JSON key that FCM HTTP v1 needs (the rest are ignored). */
const CuentaServicio = z.object({
  client_email: z.string().email({ message: 'client_email debe ser el correo de la cuenta de servicio' }),
  private_key: z.string().refine(
    (pem) => {
      try {
        return createPrivateKey(pem).asymmetricKeyType === 'rsa';
      } catch {
        return false;
      }
    },
    { message: 'private_key debe ser la clave RSA en PEM de la cuenta de servicio' },
  ),
  private_key_id: z.string().min(1).optional(),
  project_id: z.string().trim().min(1).optional(),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
});
export type CuentaServicioPush = z.infer<typeof CuentaServicio>;

/** The service account's JSON key as text: parsed and checked at start, so a bad key never waits for the first push. */
export function cuentaDesdeTexto(texto: string, ctx: z.RefinementCtx): CuentaServicioPush | undefined {
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'no es JSON: use el archivo de clave de la cuenta de servicio tal como lo entrega Google',
    });
    return undefined;
  }
  const r = CuentaServicio.safeParse(json);
  if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues.map((i) => i.message).join('; ') });
  return r.success ? r.data : undefined;
}
