import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import { EstadoMensajeSaliente, type TipoMensajeSaliente } from '@talento/rules';
import { filtroVencidos } from './respuesta';

/**
 * Ids of the Pendiente rows of one kind, oldest first. With `vencidosA`, only those whose back-off has passed by then
 * (the external systems' rows wait their `proximo_intento`; mail and push are retried by their queue instead).
 */
export async function pendientesDe(
  orm: MikroORM,
  tipo: TipoMensajeSaliente,
  limite: number,
  vencidosA?: Date,
): Promise<number[]> {
  const filas = await orm.em
    .fork()
    .find(
      MensajeSaliente,
      { estado: EstadoMensajeSaliente.PENDIENTE, tipo, ...(vencidosA ? filtroVencidos(vencidosA) : {}) },
      { fields: ['id'], orderBy: { id: 'asc' }, limit: limite },
    );
  return filas.map((f) => f.id);
}

/** How many rows of one kind are waiting (for the log when their system is not configured). */
export function contarPendientesDe(orm: MikroORM, tipo: TipoMensajeSaliente): Promise<number> {
  return orm.em.fork().count(MensajeSaliente, { estado: EstadoMensajeSaliente.PENDIENTE, tipo });
}

/**
 * One delivery attempt of the outbox row `id`, the same frame for every kind: in one transaction, the row is locked
 * (SELECT … FOR UPDATE) for the whole attempt and `entregar` runs only while it is still Pendiente and of `tipo`, so
 * two workers (or two server instances) handed the same id never both deliver it: the second waits for the lock, then
 * finds it Enviado or Error and answers 'omitido'. What `entregar` changes on the row is committed with its effects.
 */
export function conFilaPendiente<R>(
  orm: MikroORM,
  id: number,
  tipo: TipoMensajeSaliente,
  entregar: (tx: EntityManager, fila: MensajeSaliente) => Promise<R>,
): Promise<R | { resultado: 'omitido' }> {
  return orm.em.fork().transactional(async (tx) => {
    const fila = await tx.findOne(MensajeSaliente, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!fila || fila.estado !== EstadoMensajeSaliente.PENDIENTE || fila.tipo !== tipo)
      return { resultado: 'omitido' } as const;
    return entregar(tx, fila);
  });
}
