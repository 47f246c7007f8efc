import { Migration } from '@mikro-orm/migrations';

const CONTEOS_EMBUDO = [
  'pedidos_recibidos',
  'vacantes',
  'hv_enviadas',
  'validadas',
  'entrevistas',
  'aprobados',
  'contratados',
  'rechazados',
  'pedidos_cancelados',
  'pedidos_terminados',
];
const TERMINOS = ['v_pa_chf', 'v_p_chf', 'v_f_chf', 'cep', 'v_pa', 'v_p', 'ppcc'];
const columnas = [
  ...CONTEOS_EMBUDO,
  ...TERMINOS.map((t) => `semana_${t}`),
  ...TERMINOS.map((t) => `mes_${t}`),
]
  .map((c) => `"${c}" int not null default 0`)
  .join(', ');

/**
 * Issue 19 (informe de operaciones):
 * - `hito_candidato_pedido`: the day each candidate-in-order first reached each state (and the earlier funnel
 *   states it implies), written by a trigger on candidato_pedido, so the funnel can be counted per day; existing
 *   rows are back-filled from their current state and date.
 * - `indicador_operaciones` reshaped (it was never filled): one row per day, branch, client and psychologist with
 *   the day's funnel counts and the service-level terms of the week and month up to that day;
 *   `indicador_operaciones_total` the same sums for the whole agency (one row per day).
 * - `rango_indicador_pendiente`: ranges of past days whose figures a change made stale (appended by triggers,
 *   never updated, so concurrent writers never wait on each other); `dia_indicador_calculado`: days computed.
 * - `indicador_validado`: frozen figures of a validated branch and week.
 */
export class Migration20261125000024_informe_operaciones extends Migration {
  override name = 'Migration20261125000024_informe_operaciones';

  override up(): void {
    this.addSql(`create table "hito_candidato_pedido" (
      "candidato_pedido_id" int not null references "candidato_pedido" ("id") on delete cascade,
      "estado" smallint not null,
      "pedido_id" int not null references "pedido" ("id") on delete cascade,
      "fecha" timestamptz not null,
      "dia" date not null,
      primary key ("candidato_pedido_id", "estado"));`);
    this.addSql(
      `create index "hito_candidato_pedido_dia_estado_index" on "hito_candidato_pedido" ("dia", "estado");`,
    );
    this.addSql(
      `create index "hito_candidato_pedido_pedido_id_estado_index" on "hito_candidato_pedido" ("pedido_id", "estado");`,
    );

    this.addSql(
      `create table "rango_indicador_pendiente" ("id" bigserial primary key, "desde" date not null, "hasta" date not null, "marcado_en" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "dia_indicador_calculado" ("fecha" date primary key, "calculado_en" timestamptz not null);`,
    );

    this.addSql(`drop table "indicador_operaciones";`);
    this.addSql(`create table "indicador_operaciones" ("id" serial primary key, "fecha" date not null,
      "sucursal_id" int null references "sucursal" ("id") on delete set null,
      "cliente_id" int not null references "cliente" ("id") on delete cascade,
      "psicologo_id" int null references "usuario" ("id") on delete set null,
      ${columnas});`);
    this.addSql(
      `create unique index "indicador_operaciones_unico" on "indicador_operaciones" ("fecha", "sucursal_id", "cliente_id", "psicologo_id") nulls not distinct;`,
    );
    this.addSql(
      `create index "indicador_operaciones_sucursal_id_fecha_index" on "indicador_operaciones" ("sucursal_id", "fecha");`,
    );
    this.addSql(
      `create index "indicador_operaciones_cliente_id_fecha_index" on "indicador_operaciones" ("cliente_id", "fecha");`,
    );
    // The whole agency per day (the same sums): the report over every branch and client reads 1 row per day.
    this.addSql(`create table "indicador_operaciones_total" ("fecha" date primary key, ${columnas});`);

    this.addSql(`create table "indicador_validado" ("id" serial primary key,
      "sucursal_id" int not null references "sucursal" ("id"),
      "desde" date not null, "hasta" date not null, "cifras" jsonb not null,
      "validado_por_id" int not null references "usuario" ("id"), "validado_en" timestamptz not null);`);
    this.addSql(
      `create unique index "indicador_validado_sucursal_id_desde_unique" on "indicador_validado" ("sucursal_id", "desde");`,
    );

    // Day ranges from `desde` to yesterday (Bogotá) are stale; today is recomputed by every run of the job anyway.
    this
      .addSql(`create or replace function marcar_indicadores_pendientes(desde date) returns void language plpgsql as $$
declare
  ayer date := (now() at time zone 'America/Bogota')::date - 1;
begin
  if desde is not null and desde <= ayer then
    insert into rango_indicador_pendiente (desde, hasta) values (greatest(desde, ayer - 400), ayer);
  end if;
end $$;`);

    this
      .addSql(`create or replace function estados_implicitos(estado smallint) returns smallint[] language sql immutable as $$
  select case estado
    when 2 then '{1}'::smallint[] when 3 then '{1}' when 4 then '{1,2}' when 5 then '{1,2,4}'
    when 6 then '{1,2,4}' when 7 then '{1,2,4,6}' when 8 then '{1,2,4,6}' when 9 then '{1,2,4,6}'
    else '{}' end
$$;`);

    this.addSql(`create or replace function candidato_pedido_hitos() returns trigger language plpgsql as $$
declare
  cuando timestamptz := coalesce(new.fecha_cambio_estado, now());
  dia_hito date := (cuando at time zone 'America/Bogota')::date;
  nuevos int;
begin
  insert into hito_candidato_pedido (candidato_pedido_id, estado, pedido_id, fecha, dia)
    select new.id, e, new.pedido_id, cuando, dia_hito from unnest(new.estado_candidato_pedido || estados_implicitos(new.estado_candidato_pedido)) e
    on conflict do nothing;
  get diagnostics nuevos = row_count;
  if nuevos > 0 then perform marcar_indicadores_pendientes(dia_hito); end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "candidato_pedido_hitos_ins" after insert on "candidato_pedido" for each row execute function candidato_pedido_hitos();`,
    );
    this
      .addSql(`create trigger "candidato_pedido_hitos_upd" after update of "estado_candidato_pedido" on "candidato_pedido" for each row
      when (old.estado_candidato_pedido is distinct from new.estado_candidato_pedido) execute function candidato_pedido_hitos();`);

    // Figures are "as of" each day, so closing an order now changes no past day; editing what the order is
    // (vacancies, dates, branch, client, psychologist) changes every day since it was received.
    this
      .addSql(`create or replace function pedido_indicadores_pendientes() returns trigger language plpgsql as $$
declare
  desde timestamptz;
begin
  if tg_op = 'INSERT' then
    desde := new.fecha_solicitud;
  else
    if old.vacantes is distinct from new.vacantes or old.fecha_negociada is distinct from new.fecha_negociada
      or old.fecha_ingreso is distinct from new.fecha_ingreso or old.fecha_solicitud is distinct from new.fecha_solicitud
      or old.sucursal_id is distinct from new.sucursal_id or old.cliente_id is distinct from new.cliente_id
      or old.encargado_pedido_id is distinct from new.encargado_pedido_id or old.es_stock is distinct from new.es_stock
      or old.es_hijo is distinct from new.es_hijo then
      desde := least(old.fecha_solicitud, new.fecha_solicitud);
    end if;
    if old.fecha_cancelacion is distinct from new.fecha_cancelacion then desde := least(desde, old.fecha_cancelacion, new.fecha_cancelacion); end if;
    if old.fecha_finalizacion is distinct from new.fecha_finalizacion then desde := least(desde, old.fecha_finalizacion, new.fecha_finalizacion); end if;
  end if;
  perform marcar_indicadores_pendientes((desde at time zone 'America/Bogota')::date);
  return null;
end $$;`);
    this.addSql(
      `create trigger "pedido_indicadores_pendientes_ins" after insert on "pedido" for each row execute function pedido_indicadores_pendientes();`,
    );
    this
      .addSql(`create trigger "pedido_indicadores_pendientes_upd" after update of "vacantes", "fecha_negociada", "fecha_ingreso", "fecha_solicitud",
      "fecha_cancelacion", "fecha_finalizacion", "sucursal_id", "cliente_id", "encargado_pedido_id", "es_stock", "es_hijo" on "pedido" for each row
      when (old.vacantes is distinct from new.vacantes or old.fecha_negociada is distinct from new.fecha_negociada
        or old.fecha_ingreso is distinct from new.fecha_ingreso or old.fecha_solicitud is distinct from new.fecha_solicitud
        or old.fecha_cancelacion is distinct from new.fecha_cancelacion or old.fecha_finalizacion is distinct from new.fecha_finalizacion
        or old.sucursal_id is distinct from new.sucursal_id or old.cliente_id is distinct from new.cliente_id
        or old.encargado_pedido_id is distinct from new.encargado_pedido_id or old.es_stock is distinct from new.es_stock or old.es_hijo is distinct from new.es_hijo)
      execute function pedido_indicadores_pendientes();`);

    // Back-fill: the current state (and the ones it implies) on the day of the last change, the best date we have.
    this.addSql(`insert into hito_candidato_pedido (candidato_pedido_id, estado, pedido_id, fecha, dia)
      select cp.id, e, cp.pedido_id, coalesce(cp.fecha_cambio_estado, cp.fecha_creacion), (coalesce(cp.fecha_cambio_estado, cp.fecha_creacion) at time zone 'America/Bogota')::date
      from candidato_pedido cp cross join lateral unnest(cp.estado_candidato_pedido || estados_implicitos(cp.estado_candidato_pedido)) e
      on conflict do nothing;`);
  }

  override down(): void {
    this.addSql(`drop trigger "pedido_indicadores_pendientes_upd" on "pedido";`);
    this.addSql(`drop trigger "pedido_indicadores_pendientes_ins" on "pedido";`);
    this.addSql(`drop function pedido_indicadores_pendientes();`);
    this.addSql(`drop trigger "candidato_pedido_hitos_upd" on "candidato_pedido";`);
    this.addSql(`drop trigger "candidato_pedido_hitos_ins" on "candidato_pedido";`);
    this.addSql(`drop function candidato_pedido_hitos();`);
    this.addSql(`drop function estados_implicitos(smallint);`);
    this.addSql(`drop function marcar_indicadores_pendientes(date);`);
    this.addSql(`drop table "indicador_validado";`);
    this.addSql(`drop table "indicador_operaciones_total";`);
    this.addSql(`drop table "indicador_operaciones";`);
    this.addSql(`drop table "dia_indicador_calculado";`);
    this.addSql(`drop table "rango_indicador_pendiente";`);
    this.addSql(`drop table "hito_candidato_pedido";`);
    this.addSql(
      `create table "indicador_operaciones" ("id" serial primary key, "fecha_corte" date not null, "anio" smallint not null, "semana" smallint not null, "sucursal_id" int not null references "sucursal" ("id"), "cliente_id" int null references "cliente" ("id") on delete set null, "psicologo_id" int null references "usuario" ("id") on delete set null, "procesos_realizados" int not null default 0, "pedidos_ingresados" int not null default 0, "hv_enviadas" int not null default 0, "contratados" int not null default 0, "pedidos_cancelados" int not null default 0, "personas_rechazadas" int not null default 0, "desde" date null, "hasta" date null, "v_pa_chf" int not null default 0, "v_p_chf" int not null default 0, "v_f_chf" int not null default 0, "cep" int not null default 0, "v_pa" int not null default 0, "v_p" int not null default 0, "ppcc" int not null default 0, "k" numeric(6,2) not null default 1, "calculado_en" timestamptz not null);`,
    );
    this.addSql(
      `create unique index "indicador_operaciones_unico" on "indicador_operaciones" ("fecha_corte", "sucursal_id", "cliente_id", "psicologo_id") nulls not distinct;`,
    );
  }
}
