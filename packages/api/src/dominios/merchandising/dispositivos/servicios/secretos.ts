import { hash, randomBytes } from 'node:crypto';
import { codigoDesdeBytes } from '@talento/rules';

/** SHA-256 hex: what is stored of a device token or an enrolment code (a database leak reveals neither). */
export const sha256 = (texto: string): string => hash('sha256', texto, 'hex');

/** A device API token: 32 random bytes, base64url (43 characters). */
export const nuevoToken = (): string => randomBytes(32).toString('base64url');

/** A one-time enrolment code from the unambiguous alphabet (crypto-random bytes). */
export const nuevoCodigo = (): string => codigoDesdeBytes(() => randomBytes(16));
