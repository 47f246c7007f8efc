/** The detail's "revisado" toggle of one appointment requirement (add_requisitocitasjoincitas), saved on change. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { RequisitoCita } from '@talento/db';
import { MENSAJES_CITAS as M } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { noEncontrado } from '../../../nucleo/errors';
import { filtroCita } from './alcance';

export function marcarRequisitoCita(
  em: EntityManager,
  usuario: UsuarioSesion,
  e: { id: number; revisado: boolean },
): Promise<{ id: number; revisado: boolean; mensaje: string }> {
  return em.transactional(async (tx) => {
    // A toggle has no version on screen: the row lock orders concurrent clicks and the last one wins.
    const visible = await tx.count(RequisitoCita, {
      $and: [{ id: e.id }, filtroCita(usuario.alcance, 'cita')],
    });
    if (!visible) throw noEncontrado();
    await tx.execute('select id from requisito_cita where id = ? for update', [e.id]);
    const r = await tx.findOneOrFail(RequisitoCita, e.id, { refresh: true });
    r.revisado = e.revisado;
    await tx.flush();
    return { id: r.id, revisado: r.revisado, mensaje: M.guardado };
  });
}
