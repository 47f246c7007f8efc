/** The psychologist filter of the operations report: active staff users (the report filters by `encargado_pedido`). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Usuario } from '@talento/db';
import { nombreUsuario } from '../citas/nombres';

export async function listarPsicologos(em: EntityManager): Promise<{ id: number; nombre: string }[]> {
  const usuarios = await em.find(Usuario, { activo: true, esStaffCliente: false }, { orderBy: { firstName: 'asc', lastName: 'asc' } });
  return usuarios.map((u) => ({ id: u.id, nombre: nombreUsuario(u) }));
}
