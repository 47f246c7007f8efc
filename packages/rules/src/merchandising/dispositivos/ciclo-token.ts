/**
 * The device-token lifecycle as pure rules (issue 20): a code is good once and for 15 minutes; a device token
 * is good while the device is active and not revoked; re-enrolling the same phone for the same merchandiser
 * replaces its token, for another merchandiser it is refused until the device is revoked.
 */
import { ALFABETO_CODIGO, LARGO_CODIGO, VIGENCIA_CODIGO_MINUTOS } from './limites';
import type { EstadoDispositivo } from './dto';

export type EstadoCodigo = 'valido' | 'vencido' | 'usado';

export function estadoCodigo(codigo: { expiraAt: Date; usadoAt: Date | null }, ahora: Date): EstadoCodigo {
  if (codigo.usadoAt) return 'usado';
  return ahora.getTime() >= codigo.expiraAt.getTime() ? 'vencido' : 'valido';
}

export function expiracionCodigo(ahora: Date): Date {
  return new Date(ahora.getTime() + VIGENCIA_CODIGO_MINUTOS * 60_000);
}

/** A code from `aleatorios` (one byte per character; rejection sampling keeps every character equally likely). */
export function codigoDesdeBytes(aleatorios: () => Uint8Array): string {
  const n = ALFABETO_CODIGO.length;
  const limite = 256 - (256 % n);
  let codigo = '';
  while (codigo.length < LARGO_CODIGO) {
    for (const b of aleatorios()) {
      if (b < limite && codigo.length < LARGO_CODIGO) codigo += ALFABETO_CODIGO[b % n];
    }
  }
  return codigo;
}

interface EstadoDeDispositivo {
  activo: boolean;
  revocadoAt: Date | null;
  tokenHash?: string | null;
  enroladoAt: Date | null;
}

export function estadoDispositivo(d: EstadoDeDispositivo): EstadoDispositivo {
  if (!d.activo || d.revocadoAt) return 'revocado';
  return d.enroladoAt ? 'activo' : 'sinEnrolar';
}

export type DecisionReenrolamiento = 'nuevo' | 'reemplazar' | 'otroUsuario';

/** What enrolling `deviceId` for `usuarioId` does, given the device row with that id (if any). */
export function decidirEnrolamiento(
  existente: { usuarioId: number; activo: boolean; revocadoAt: Date | null } | null,
  usuarioId: number,
): DecisionReenrolamiento {
  if (!existente) return 'nuevo';
  if (existente.usuarioId === usuarioId) return 'reemplazar';
  // A revoked phone handed to another merchandiser may be enrolled for them (the old owner lost it).
  return estadoDispositivo({ ...existente, enroladoAt: new Date(0) }) === 'revocado'
    ? 'reemplazar'
    : 'otroUsuario';
}
