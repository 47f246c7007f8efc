/**
 * Repairs the people that data written before the availability rule (packages/rules candidatos/disponibilidad)
 * left locked: rows released from the CV but still active in an open order, rows still holding a person in a
 * cancelled or finished order, and availabilities that no longer match the rows. Idempotent; run by the
 * one-off migration. Events have no actor (the system wrote them).
 *
 * "Holds the person": active, not released, state 0/1/2/4/6, or 3 with the client's rejection not yet validated
 * (the same states as `retienePersona`; the test of this file checks the two agree).
 */
const RETIENE = `(cp.estado_candidato_pedido in (0, 1, 2, 4, 6) or (cp.estado_candidato_pedido = 3 and not cp.validado_rechazo))`;
const ABIERTO = `p.estado_pedido not in (0, 5)`;
const NOMBRE = `trim(regexp_replace(concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2), '\\s+', ' ', 'g'))`;

export const SQL_REPARAR_DISPONIBILIDAD: readonly string[] = [
  // 1. Released from the CV but still active in an open order: they leave it (event 5).
  `with liberadas as (
     update candidato_pedido cp set activo = false, fecha_cambio_estado = now()
     from pedido p
     where p.id = cp.pedido_id and ${ABIERTO} and cp.activo and cp.liberado and ${RETIENE}
     returning cp.pedido_id, cp.candidato_id, cp.pool)
   insert into evento_pedido (pedido_id, tipo_evento, actor_id, pool, pool_nuevo, candidato_nombre, fecha)
   select l.pedido_id, 5, null, l.pool, null, ${NOMBRE}, now() from liberadas l join candidato c on c.id = l.candidato_id`,
  // 2. Still held by a cancelled or finished order: the row is closed as 10 "Cancelado por otras razones" (event 4).
  `with cerradas as (
     update candidato_pedido cp set estado_candidato_pedido = 10, fecha_cambio_estado = now()
     from pedido p, candidato_pedido antes
     where antes.id = cp.id and p.id = cp.pedido_id and not ${ABIERTO} and cp.activo and ${RETIENE}
     returning cp.pedido_id, cp.candidato_id, antes.estado_candidato_pedido as anterior)
   insert into evento_pedido (pedido_id, tipo_evento, actor_id, estado_anterior, estado_nuevo, candidato_nombre, fecha)
   select k.pedido_id, 4, null, k.anterior, 10, ${NOMBRE}, now() from cerradas k join candidato c on c.id = k.candidato_id`,
  // 3. "In process" with no open order holding them: free, or hired when a row says they showed up.
  `update candidato c set
     disponibilidad = case when exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id and cp.activo and not cp.liberado and cp.estado_candidato_pedido = 8) then 2 else 0 end,
     disponibilidad_stock = case when c.disponibilidad_stock in (1, 4) then 0 else c.disponibilidad_stock end
   where c.disponibilidad = 1
     and not exists (select 1 from candidato_pedido cp join pedido p on p.id = cp.pedido_id
                     where cp.candidato_id = c.id and cp.activo and not cp.liberado and ${ABIERTO} and ${RETIENE})`,
  // 4. Held by an open order but shown as free or hired: in process.
  `update candidato c set disponibilidad = 1
   where c.disponibilidad <> 1
     and exists (select 1 from candidato_pedido cp join pedido p on p.id = cp.pedido_id
                 where cp.candidato_id = c.id and cp.activo and not cp.liberado and ${ABIERTO} and ${RETIENE})`,
];
