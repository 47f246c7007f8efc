import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's recommended memory/time cost.
const OPCIONES = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPCIONES);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified when the user does not exist, so response time does not reveal valid user names. */
let hashSenuelo: Promise<string> | undefined;
export async function verificarSenuelo(password: string): Promise<void> {
  hashSenuelo ??= hashPassword('senuelo-no-es-una-clave');
  await verifyPassword(await hashSenuelo, password);
}
