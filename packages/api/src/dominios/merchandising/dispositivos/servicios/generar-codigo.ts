import type { EntityManager } from '@mikro-orm/postgresql';
import {
  expiracionCodigo,
  MENSAJES_DISPOSITIVOS,
  type AlcanceClientes,
  type CodigoGenerado,
} from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';
import { CONDICION_MERCADERISTA } from './alcance-sql';
import { clientesDelAlcance } from '../../../../nucleo/sql/alcance';
import { nuevoCodigo, sha256 } from './secretos';

/**
 * A one-time enrolment code for a merchandiser in the caller's scope, valid 15 minutes. Only its SHA-256 is
 * stored: the code is returned this once and cannot be shown again (a lost code is replaced by a new one).
 */
export async function generarCodigo(
  em: EntityManager,
  alcance: AlcanceClientes,
  usuarioId: number,
  creadoPorId: number,
  ahora: Date,
): Promise<CodigoGenerado> {
  const clientes = clientesDelAlcance(alcance);
  const [mercaderista] = await em
    .getConnection()
    .execute<{ id: number }[]>(`select u.id from usuario u where u.id = ? and ${CONDICION_MERCADERISTA}`, [
      usuarioId,
      clientes,
      clientes,
    ]);
  if (!mercaderista) throw new AppError('NOT_FOUND', MENSAJES_DISPOSITIVOS.mercaderistaInexistente);
  const expiraAt = expiracionCodigo(ahora);
  // 31^8 codes: a collision with a stored hash is next to impossible, but it must not become a 500.
  for (let intento = 0; intento < 3; intento++) {
    const codigo = nuevoCodigo();
    const filas = await em.getConnection().execute<{ id: number }[]>(
      `insert into codigo_enrolamiento (usuario_id, codigo_hash, creado_por_id, created_at, expira_at) values (?, ?, ?, ?, ?)
       on conflict (codigo_hash) do nothing returning id`,
      [usuarioId, sha256(codigo), creadoPorId, ahora, expiraAt],
    );
    if (filas.length) return { codigo, expiraAt };
  }
  throw new Error('No se pudo generar un código de enrolamiento único');
}
