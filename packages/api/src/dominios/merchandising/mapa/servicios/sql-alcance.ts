/** A user of group Mercaderistas that works for a client in `clientes` (an array parameter or null = any). */
export const MERCADERISTA_VISIBLE = `exists (select 1 from usuario_grupo ug join grupo g on g.id = ug.grupo_id where ug.usuario_id = u.id and g.nombre = ?)
  and (?::int[] is null or exists (select 1 from usuario_cliente uc where uc.usuario_id = u.id and uc.cliente_id = any(?::int[])))`;
