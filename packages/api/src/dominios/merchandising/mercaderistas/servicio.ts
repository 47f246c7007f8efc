import type { EntityManager } from '@mikro-orm/postgresql';
import { GRUPO_MERCADERISTAS, type AlcanceClientes, type EntradaMercaderistas } from '@talento/rules';
import { clientesDelAlcance, exigirCliente } from '../../../nucleo/sql/alcance';
import type { MercaderistaDto as Mercaderista } from './dto';

interface Fila {
  id: number;
  username: string;
  nombre: string;
  dispositivos_activos: string | number;
}

/**
 * Active users of group Mercaderistas that work for a client in the caller's scope (and for `clienteId` when
 * given), by name. The scope is a condition of the query: a merchandiser of another client never comes back. A
 * client outside the scope is NOT_FOUND, so ids cannot be probed.
 */
export async function listarMercaderistas(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaMercaderistas,
): Promise<Mercaderista[]> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const filas = await em.getConnection().execute<Fila[]>(
    `select u.id, u.username, trim(u.first_name || ' ' || u.last_name) as nombre,
            (select count(*) from dispositivo d where d.usuario_id = u.id and d.activo and d.revocado_at is null) as dispositivos_activos
       from usuario u
      where u.activo
        and exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = ?)
        and (?::int[] is null or exists (select 1 from usuario_cliente uc where uc.usuario_id = u.id and uc.cliente_id = any(?::int[])))
      order by nombre, u.id`,
    [GRUPO_MERCADERISTAS, clientes, clientes],
  );
  return filas.map((f) => ({
    id: f.id,
    username: f.username,
    nombre: f.nombre || f.username,
    dispositivosActivos: Number(f.dispositivos_activos),
  }));
}
