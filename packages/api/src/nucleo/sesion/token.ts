import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** 128 random bits, base32: the value kept in the cookie. */
export function generarToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Session id stored in the database: SHA-256 of the token, hex. */
export function idDeSesion(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
