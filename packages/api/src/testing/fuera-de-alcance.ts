/**
 * Test data for the scope sweep (alcance-listados.test.ts): the demo client that no user has in their
 * list (only users with every client see it) becomes "the client outside the scope", and every text a
 * list, search or typeahead could return from it carries the word MARCA: client name, profiles, orders,
 * FAC groups, an order comment visible to the client, an order event, a FAC trace and user, and a
 * digital-test rating whose interview comment says it, and appointments of that client in every branch. A client-portal user (`cliente2`) is given that
 * client too, so the portal procedures have a control caller that must see it.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_PASSWORD } from '@talento/db';
import { hashDePrueba } from '@talento/db/testing';
import { hoyIso, lunesDeSemana, sumarDias } from '@talento/rules';
import { sembrarMerchandisingFuera, type MerchandisingFuera } from './fuera-de-alcance-merchandising';
import { MARCA, una, type Sql } from './sql-prueba';

export { MARCA } from './sql-prueba';

export interface FueraDeAlcance {
  clienteId: number;
  /** An ordinary order of that client in a current stage, with active candidates sent to the client. */
  pedidoId: number;
  /** A second current order of that client, turned into a stock order. */
  pedidoStockId: number;
  /** The FAC group of `pedidoId` (a group of a profile of that client). */
  grupoId: number;
  /** A candidate of `pedidoId` with a rating of that order (interview comment with MARCA). */
  candidatoId: number;
  /** A candidate in no order at all and barred by no client (may join any current order). */
  candidatoLibreId: number;
  /** Document number of the person barred by that client only (the CV searches count the bars in scope). */
  documentoVetado: string;
  /** The category row of `candidatoLibreId` (a person held in a stock category). */
  candidatoCategoriaId: number;
  /** A profile of a client every scoped demo user has (for suggestions asked from inside the scope). */
  perfilDentroId: number;
  /** A stock profile of that client (stock per client and city), with `candidatoId` in its pool. */
  perfilStockId: number;
  /** A Wednesday of the current week ('YYYY-MM-DD'): the day of the seeded order event. */
  semana: string;
  /** Yesterday and tomorrow ('YYYY-MM-DD'): a FAC-indicator range around the seeded trace, whatever the time zone. */
  desde: string;
  hasta: string;
  /** The Bogotá day `pedidoId` was received ('YYYY-MM-DD'): the operations report counts it on that day. */
  solicitudPedido: string;
  /** Merchandising of that client (issue 20), every name with MARCA; the route, points, arrival are of today. */
  merchandising: MerchandisingFuera;
}

/** Seeds the out-of-scope world (call before logging in the users that should see it). */
export async function sembrarFueraDeAlcance(
  orm: MikroORM,
  usuarioPortalControl = 'cliente2',
): Promise<FueraDeAlcance> {
  const sql: Sql = (q, p = []) => orm.em.fork().getConnection().execute(q, p);
  const [previas] = await sql<{ n: number }>(
    `select (select count(*) from cliente where nombre ilike ?) + (select count(*) from pedido where nombre_cargo ilike ?) as n`,
    [`%${MARCA}%`, `%${MARCA}%`],
  );
  if (Number(previas?.n) > 0) throw new Error(`Datos de prueba: "${MARCA}" ya aparece en la base`);

  const { id: clienteId } = await una<{ id: number }>(
    sql,
    'un cliente que ningún usuario tenga en su lista',
    `select c.id from cliente c where not exists (select 1 from usuario_cliente uc where uc.cliente_id = c.id)
      order by (select count(*) from pedido p where p.cliente_id = c.id) desc, c.id limit 1`,
  );
  const { id: pedidoId, grupo_id: grupoId } = await una<{ id: number; grupo_id: number }>(
    sql,
    'un pedido vigente (3 o 4) con FAC y candidatos enviados al cliente',
    `select p.id, p.fac_id as grupo_id from pedido p
      where p.cliente_id = ? and p.estado_pedido in (3, 4) and not p.es_stock and not p.es_hijo and p.fac_id is not null
        and exists (select 1 from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.estado_candidato_pedido >= 1)
      order by p.id limit 1`,
    [clienteId],
  );
  const { id: pedidoStockId } = await una<{ id: number }>(
    sql,
    'otro pedido vigente (2 a 4) del cliente',
    'select id from pedido where cliente_id = ? and estado_pedido in (2, 3, 4) and not es_hijo and id <> ? order by id limit 1',
    [clienteId, pedidoId],
  );
  const { id: candidatoId } = await una<{ id: number }>(
    sql,
    'un candidato activo del pedido',
    'select candidato_id as id from candidato_pedido where pedido_id = ? and activo order by id limit 1',
    [pedidoId],
  );
  const { id: candidatoLibreId } = await una<{ id: number }>(
    sql,
    'un candidato sin pedidos ni vetos',
    `select c.id from candidato c where not exists (select 1 from candidato_pedido cp where cp.candidato_id = c.id)
        and not exists (select 1 from candidato_vetado v where v.candidato_id = c.id) order by c.id limit 1`,
  );
  const { id: perfilDentroId } = await una<{ id: number }>(
    sql,
    'un perfil de un cliente que tienen todos los usuarios con lista de clientes del staff',
    `select pf.id from perfil pf where pf.cliente_id in (
        select uc.cliente_id from usuario_cliente uc join usuario u on u.id = uc.usuario_id where not u.es_staff_cliente
         group by uc.cliente_id
        having count(*) = (select count(distinct uc2.usuario_id) from usuario_cliente uc2 join usuario u2 on u2.id = uc2.usuario_id where not u2.es_staff_cliente))
      order by pf.id limit 1`,
  );

  const hoy = hoyIso();
  const semana = sumarDias(lunesDeSemana(hoy), 2);
  const desde = sumarDias(hoy, -1);
  const hasta = sumarDias(hoy, 1);

  const { id: usuarioId } = await una<{ id: number }>(
    sql,
    'el usuario autor',
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at)
     values (?, 'sin-ingreso', ?, 'Fuera de alcance', '', now()) returning id`,
    [`${MARCA.toLowerCase()}.fuera`, MARCA],
  );
  const marcar = (tabla: string, columna: string, donde: string, p: unknown[]) =>
    sql(`update ${tabla} set ${columna} = ${columna} || ' ${MARCA}' where ${donde}`, p);
  await marcar('cliente', 'nombre', 'id = ?', [clienteId]);
  await marcar('perfil', 'nombre_cargo_perfil', 'cliente_id = ?', [clienteId]);
  await marcar('pedido', 'nombre_cargo', 'cliente_id = ?', [clienteId]);
  await marcar(
    'grupo_preguntas_filtro',
    'nombre',
    'perfil_id in (select id from perfil where cliente_id = ?) or pedido_id in (select id from pedido where cliente_id = ?)',
    [clienteId, clienteId],
  );
  await sql('update pedido set created_by_id = ? where cliente_id = ?', [usuarioId, clienteId]);
  // A bar of that client (its list shows the client's name with MARCA), on a person of no order of that client.
  await sql(
    `insert into candidato_vetado (candidato_id, cliente_id, motivo, created_by_id, created_at)
     select c.id, ?, ?, ?, now() from candidato c
      where c.id <> ? and not exists (select 1 from candidato_pedido cp join pedido p on p.id = cp.pedido_id where cp.candidato_id = c.id and p.cliente_id = ?)
        and not exists (select 1 from candidato_vetado v where v.candidato_id = c.id)
      order by c.id desc limit 1`,
    [clienteId, `Vetado ${MARCA}`, usuarioId, candidatoLibreId, clienteId],
  );
  const { numero_documento: documentoVetado } = await una<{ numero_documento: string }>(
    sql,
    'la persona vetada por el cliente',
    `select c.numero_documento from candidato_vetado v join candidato c on c.id = v.candidato_id
      where v.cliente_id = ? and v.motivo = ?`,
    [clienteId, `Vetado ${MARCA}`],
  );
  await sql('update pedido set es_stock = true where id = ?', [pedidoStockId]);
  // That client manages stock (the stock-clients list shows its name with MARCA).
  await sql(
    'update cliente set maneja_stock = true, fecha_maneja_stock = now(), usuario_maneja_stock_id = ? where id = ?',
    [usuarioId, clienteId],
  );
  // The free person held in a stock category: the orders a category candidate may be sent to include that client's.
  const { id: candidatoCategoriaId } = await una<{ id: number }>(
    sql,
    'la persona en una categoría de stock',
    `with nueva as (
       insert into candidato_categoria (candidato_id, ciudad_id, categoria_id, estado, vigencia, vigencia_categoria, created_at)
       select ?, (select min(id) from ciudad), id, 1, vigencia, current_date + vigencia, now() from categoria_stock
        where not exists (select 1 from candidato_categoria where candidato_id = ? and estado = 1) order by id limit 1 returning id)
     select id from nueva union all select id from candidato_categoria where candidato_id = ? and estado = 1 limit 1`,
    [candidatoLibreId, candidatoLibreId, candidatoLibreId],
  );
  await sql(`update pedido set fecha_cancelacion = now() where cliente_id = ? and estado_pedido = 0`, [
    clienteId,
  ]);
  await sql(
    `insert into comentario_pedido (usuario_id, pedido_id, fecha, texto, visibilidad) values (?, ?, now(), ?, 0)`,
    [usuarioId, pedidoId, `Comentario ${MARCA}`],
  );
  await sql(
    `insert into evento_pedido (pedido_id, tipo_evento, actor_id, estado_anterior, estado_nuevo, candidato_nombre, fecha)
     values (?, 4, ?, 0, 1, ?, ?::timestamptz)`,
    [pedidoId, usuarioId, `Candidato ${MARCA}`, `${semana}T17:00:00Z`],
  );
  await sql(
    `insert into traza_fac (grupo_id, accion, campo, campo_id, antes, despues, usuario_id, created_at) values (?, 1, 'pedido', ?, null, ?, ?, now())`,
    [grupoId, pedidoId, MARCA, usuarioId],
  );
  const { id: calificacionId } = await una<{ id: number }>(
    sql,
    'la calificación',
    `insert into calificacion_prueba_digital (candidato_id, pedido_id, puntaje_global_reportado, descartado, fecha, vigente_hasta)
     values (?, ?, 75, false, now(), (now() + interval '30 days')::date) returning id`,
    [candidatoId, pedidoId],
  );
  await sql(
    `insert into entrevista_video (calificacion_id, orden, pregunta, comentario, video) values (?, 1, ?, ?, 'https://videos.example/fuera.mp4')`,
    [calificacionId, '¿Por qué este cargo?', `Entrevista ${MARCA}`],
  );
  // A filed hiring order of that client (its name carries MARCA): lists of hiring orders and associations.
  const { id: ordenId } = await una<{ id: number }>(
    sql,
    'la orden de contratación',
    `insert into orden_contratacion (pedido_id, cliente_id, consecutivo, fecha_creado, creado_por_cliente, radicado, fecha_radicado,
       persona_autoriza_ingreso, fecha_ingreso, ciudad_id, cargo_id, salario, salario_integral, relacion_laboral, tipo_salario, riesgo_arl,
       tipo_jornada, centro_trabajo_id, dpto_id, actualizado_en, version)
     select p.id, p.cliente_id, coalesce((select max(consecutivo) from orden_contratacion where cliente_id = p.cliente_id), 0) + 1, now(), false, true, now(),
       ?, current_date, (select min(id) from ciudad), (select min(id) from cargo), 1500000, false, 'MISION', 'BASICO', 'II',
       'C', (select min(id) from centro_trabajo), (select min(id) from centro_costo_erp), now(), 1
     from pedido p where p.id = ? returning id`,
    [`Autoriza ${MARCA}`, pedidoId],
  );
  await sql(
    `insert into orden_contratacion_candidato (orden_contratacion_id, candidato_pedido_id)
     select ?, id from candidato_pedido where pedido_id = ? and candidato_id = ? and activo`,
    [ordenId, pedidoId, candidatoId],
  );
  // A stock profile of that client (its profile's name carries MARCA) with a person in its pool.
  const { id: perfilStockId } = await una<{ id: number }>(
    sql,
    'el perfil de stock',
    `insert into perfil_stock (cliente_id, perfil_id, ciudad_id, meta, media, baja, vigencia, created_at, updated_at)
     select ?, pf.id, ci.id, 20, 10, 5, 30, now(), now() from perfil pf cross join ciudad ci
      where pf.cliente_id = ? and not exists (select 1 from perfil_stock ps where ps.perfil_id = pf.id and ps.ciudad_id = ci.id)
      order by pf.id, ci.id limit 1 returning id`,
    [clienteId, clienteId],
  );
  await sql(
    `insert into candidato_perfil_stock (perfil_stock_id, candidato_id, estado, vigencia, inicio_vigencia_stock, vigencia_stock, created_at)
     values (?, ?, 1, 30, current_date, current_date + 5, now())`,
    [perfilStockId, candidatoId],
  );
  // Interview appointments of that client now, one per branch (every branch's reception view could show one).
  await sql(
    `insert into cita (candidato_id, cliente_id, persona_acargo_entrevista_id, razon_entrevista, fecha_hora_entrevista, comentario, correo_enviado,
       usuario_creador_id, sucursal_id, ciudad_id, created_at, version, secuencia_ical)
     select ?, ?, ?, 0, now(), ?, false, ?, s.id, s.ciudad_id, now(), 1, 0 from sucursal s`,
    [candidatoId, clienteId, usuarioId, `Cita ${MARCA}`, usuarioId],
  );
  // Named reports tied to that client: a merchandising one and an operations one for client users.
  await sql(
    `insert into reporte_embebido (nombre, url, activo, es_merchandising, permiso, cliente_id, version)
     values (?, 'https://bi.fuera.co/r/1', true, true, 'read_reporte', ?, 1), (?, 'https://bi.fuera.co/r/2', true, false, 'read_reportesOperaciones_clientes', ?, 1)`,
    [`Rutas ${MARCA}`, clienteId, `Servicio ${MARCA}`, clienteId],
  );
  await sql(
    'insert into usuario_cliente (usuario_id, cliente_id) select id, ? from usuario where username = ?',
    [clienteId, usuarioPortalControl],
  );

  const merchandising = await sembrarMerchandisingFuera(sql, clienteId, usuarioId);

  const { dia: solicitudPedido } = await una<{ dia: string }>(
    sql,
    'el día de solicitud del pedido',
    `select to_char(fecha_solicitud at time zone 'America/Bogota', 'YYYY-MM-DD') as dia from pedido where id = ?`,
    [pedidoId],
  );

  return {
    clienteId,
    pedidoId,
    pedidoStockId,
    grupoId,
    candidatoId,
    candidatoLibreId,
    documentoVetado,
    candidatoCategoriaId,
    perfilDentroId,
    perfilStockId,
    semana,
    desde,
    hasta,
    solicitudPedido,
    merchandising,
  };
}

/**
 * A staff user with every flag but add_todos_los_clientes and the client list of `comoUsuario`: a scoped
 * caller for the procedures no scoped demo role may call (e.g. the FAC indicator). Password DEMO_PASSWORD.
 */
export async function crearUsuarioConTodasLasBanderas(
  orm: MikroORM,
  username: string,
  comoUsuario: string,
): Promise<void> {
  const sql: Sql = (q, p = []) => orm.em.fork().getConnection().execute(q, p);
  const { id } = await una<{ id: number }>(
    sql,
    'el usuario con todas las banderas',
    `insert into usuario (username, password_hash, first_name, last_name, email, created_at) values (?, ?, 'Todas las banderas', 'Con lista de clientes', '', now()) returning id`,
    [username, await hashDePrueba(DEMO_PASSWORD)],
  );
  const { id: grupo } = await una<{ id: number }>(
    sql,
    'el grupo',
    `insert into grupo (nombre) values (?) returning id`,
    [`Todas las banderas ${username}`],
  );
  await sql(
    `insert into grupo_permiso (grupo_id, permiso_id) select ?, id from permiso where codigo <> 'add_todos_los_clientes'`,
    [grupo],
  );
  await sql(
    `insert into usuario_grupo (usuario_id, grupo_id) select ?, ? union select ?, ug.grupo_id from usuario_grupo ug join usuario u on u.id = ug.usuario_id where u.username = ?`,
    [id, grupo, id, comoUsuario],
  );
  await sql(
    'insert into usuario_cliente (usuario_id, cliente_id) select ?, uc.cliente_id from usuario_cliente uc join usuario u on u.id = uc.usuario_id where u.username = ?',
    [id, comoUsuario],
  );
}
