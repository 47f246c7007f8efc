import { Migration } from '@mikro-orm/migrations';

/**
 * Drops the six single-column indexes whose column leads another index of the same table, which serves every lookup the
 * short one served (same size: two 4-byte keys fit where one did). Kept beside it, the short one misled the planner: the
 * orders dashboard of a user limited to some clients, a prepared statement whose generic plan took the short
 * `pedido_cliente_id_index` and `pedido_estado_pedido_index` together (a bitmap AND over every order of the clients)
 * instead of (cliente_id, estado_pedido): 4.3 ms against 1.8 ms per call for one client on the scale data.
 * `indices.test.ts` (packages/api) keeps any such pair from coming back.
 */
const INDICES: [indice: string, tabla: string, columna: string][] = [
  ['pedido_cliente_id_index', 'pedido', 'cliente_id'],
  ['pedido_estado_pedido_index', 'pedido', 'estado_pedido'],
  ['perfil_cliente_id_index', 'perfil', 'cliente_id'],
  ['candidato_disponibilidad_index', 'candidato', 'disponibilidad'],
  ['catalogo_item_categoria_index', 'catalogo_item', 'categoria'],
  ['el_empleo_item_lista_index', 'el_empleo_item', 'lista'],
];

export class Migration20261205000057_sin_indices_prefijo extends Migration {
  override up(): void {
    for (const [indice] of INDICES) this.addSql(`drop index if exists "${indice}";`);
  }

  override down(): void {
    for (const [indice, tabla, columna] of INDICES)
      this.addSql(`create index if not exists "${indice}" on "${tabla}" ("${columna}");`);
  }
}
