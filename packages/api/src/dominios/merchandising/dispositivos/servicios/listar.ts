import type { EntityManager } from '@mikro-orm/postgresql';
import {
  estadoDispositivo,
  type AlcanceClientes,
  type DispositivoListado,
  type EntradaListarDispositivos,
} from '@talento/rules';
import { exigirCliente } from '../../../../nucleo/sql/alcance';
import { clientesDelAlcance, CONDICION_MERCADERISTA } from './alcance-sql';

/** Raw rows bring timestamps as text. */
const fecha = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

interface Fila {
  id: number;
  usuario_id: number;
  username: string;
  mercaderista: string;
  device_id: string;
  nombre: string | null;
  activo: boolean;
  enrolado_at: string | Date | null;
  ultimo_contacto_at: string | Date | null;
  revocado_at: string | Date | null;
}

/** Devices of the merchandisers in the caller's scope (one merchandiser's with `usuarioId`), newest enrolment first. */
export async function listarDispositivos(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaListarDispositivos,
): Promise<DispositivoListado[]> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const filas = await em.getConnection().execute<Fila[]>(
    `select d.id, u.id as usuario_id, u.username, trim(u.first_name || ' ' || u.last_name) as mercaderista, d.device_id, d.nombre, d.activo,
            d.enrolado_at, d.ultimo_contacto_at, d.revocado_at
       from dispositivo d join usuario u on u.id = d.usuario_id
      where ${CONDICION_MERCADERISTA} and (?::int is null or u.id = ?)
      order by d.enrolado_at desc nulls last, d.id desc`,
    [clientes, clientes, entrada.usuarioId ?? null, entrada.usuarioId ?? null],
  );
  return filas.map((f) => ({
    id: f.id,
    usuarioId: f.usuario_id,
    username: f.username,
    mercaderista: f.mercaderista || f.username,
    deviceId: f.device_id,
    nombre: f.nombre,
    enroladoAt: fecha(f.enrolado_at),
    ultimoContactoAt: fecha(f.ultimo_contacto_at),
    revocadoAt: fecha(f.revocado_at),
    estado: estadoDispositivo({
      activo: f.activo,
      revocadoAt: fecha(f.revocado_at),
      enroladoAt: fecha(f.enrolado_at),
    }),
  }));
}
