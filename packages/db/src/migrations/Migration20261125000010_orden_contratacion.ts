import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: hiring orders get their client and a consecutivo per client; the ERP requisition of an order,
 * the ERP employee association of each hired person and the per-client rules of the hiring-order form.
 * The ERP masters (positions, levels, work centres, cost centres, concept catalogues) already exist.
 */
export class Migration20261125000010_orden_contratacion extends Migration {
  override name = 'Migration20261125000010_orden_contratacion';

  override up(): void {
    this.addSql(`alter table "orden_contratacion" add "cliente_id" int null, add "consecutivo" int null;`);
    // Existing orders: the client of their order and 1, 2, 3… per client in creation order.
    this.addSql(
      `update "orden_contratacion" o set "cliente_id" = p."cliente_id" from "pedido" p where p."id" = o."pedido_id";`,
    );
    this.addSql(`update "orden_contratacion" o set "consecutivo" = n.n from (
      select "id", row_number() over (partition by "cliente_id" order by "fecha_creado", "id") as n from "orden_contratacion") n where n."id" = o."id";`);
    this.addSql(
      `alter table "orden_contratacion" alter column "cliente_id" set not null, alter column "consecutivo" set not null;`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id");`,
    );
    this.addSql(
      `alter table "orden_contratacion" add constraint "orden_contratacion_cliente_id_consecutivo_unique" unique ("cliente_id", "consecutivo");`,
    );

    this.addSql(
      `create table "requisicion_erp" ("id" serial primary key, "pedido_id" int not null, "mensaje_id" bigint null, "codigo_erp" varchar(60) null, "creada_en" timestamptz not null, "confirmada_en" timestamptz null);`,
    );
    this.addSql(
      `alter table "requisicion_erp" add constraint "requisicion_erp_pedido_id_unique" unique ("pedido_id");`,
    );
    this.addSql(
      `alter table "requisicion_erp" add constraint "requisicion_erp_pedido_id_foreign" foreign key ("pedido_id") references "pedido" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "requisicion_erp" add constraint "requisicion_erp_mensaje_id_foreign" foreign key ("mensaje_id") references "mensaje_saliente" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "asociacion_empleado_erp" ("id" serial primary key, "orden_contratacion_id" int not null, "candidato_id" int not null, "codigo_empleado" varchar(60) null, "contrato" varchar(60) null, "estado_induccion" smallint not null default 0, "fecha_induccion" timestamptz null, "actualizado_en" timestamptz not null);`,
    );
    this.addSql(
      `create index "asociacion_empleado_erp_candidato_id_index" on "asociacion_empleado_erp" ("candidato_id");`,
    );
    this.addSql(
      `alter table "asociacion_empleado_erp" add constraint "asociacion_empleado_erp_orden_contratacion_id_can_d843d_unique" unique ("orden_contratacion_id", "candidato_id");`,
    );
    this.addSql(
      `alter table "asociacion_empleado_erp" add constraint "asociacion_empleado_erp_orden_contratacion_id_foreign" foreign key ("orden_contratacion_id") references "orden_contratacion" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "asociacion_empleado_erp" add constraint "asociacion_empleado_erp_candidato_id_foreign" foreign key ("candidato_id") references "candidato" ("id");`,
    );

    this.addSql(
      `create table "configuracion_contratacion_cliente" ("cliente_id" int not null, "niveles_requeridos" jsonb not null, "oferta_mercantil" boolean not null default false, primary key ("cliente_id"));`,
    );
    this.addSql(
      `alter table "configuracion_contratacion_cliente" add constraint "configuracion_contratacion_cliente_cliente_id_foreign" foreign key ("cliente_id") references "cliente" ("id") on update cascade on delete cascade;`,
    );
  }
}
