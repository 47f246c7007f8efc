/**
 * The scope of the staff procedures on devices, as an SQL condition on the merchandiser `u`: active, of group
 * Mercaderistas, working for a client of the caller (and for `clienteId` when given). Two parameters, both an
 * int[] literal or null (the driver would spread a JS array into separate parameters).
 */
export const CONDICION_MERCADERISTA = `u.activo
  and exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = 'Mercaderistas')
  and (?::int[] is null or exists (select 1 from usuario_cliente uc where uc.usuario_id = u.id and uc.cliente_id = any(?::int[])))`;
