/** The session token and the id stored for it: SHA-256 hex, the value every stored session and link already has. */
import { describe, expect, it } from 'vitest';
import { generarToken, idDeSesion } from './token';

describe('token de sesión', () => {
  it('idDeSesion is the SHA-256 of the token in lowercase hex (FIPS 180-2 test vector)', () => {
    expect(idDeSesion('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('generarToken gives 128 random bits in base32 (26 characters), a new one each time', () => {
    const a = generarToken();
    expect(a).toMatch(/^[a-z2-7]{26}$/);
    expect(generarToken()).not.toBe(a);
  });
});
