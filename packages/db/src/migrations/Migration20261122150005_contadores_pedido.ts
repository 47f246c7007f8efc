import { Migration } from '@mikro-orm/migrations';

/**
 * Candidate-pool counters on the order (spec 01 numero_candidatos_preseleccion / _seleccion), kept by a row
 * trigger on candidato_pedido so the dashboards read two columns instead of counting per card. The
 * trigger applies deltas (insert, delete, and updates of pedido_id / pool / activo only).
 */
export class Migration20261122150005_contadores_pedido extends Migration {
  override name = 'Migration20261122150005_contadores_pedido';

  override up(): void {
    this.addSql(
      `alter table "pedido" add column "numero_candidatos_preseleccion" int not null default 0, add column "numero_candidatos_seleccion" int not null default 0;`,
    );
    this
      .addSql(`create or replace function candidato_pedido_contadores() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.activo then
    update pedido set
      numero_candidatos_preseleccion = numero_candidatos_preseleccion - (case when old.pool = 0 then 1 else 0 end),
      numero_candidatos_seleccion = numero_candidatos_seleccion - (case when old.pool = 1 then 1 else 0 end)
    where id = old.pedido_id and old.pool in (0, 1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.activo then
    update pedido set
      numero_candidatos_preseleccion = numero_candidatos_preseleccion + (case when new.pool = 0 then 1 else 0 end),
      numero_candidatos_seleccion = numero_candidatos_seleccion + (case when new.pool = 1 then 1 else 0 end)
    where id = new.pedido_id and new.pool in (0, 1);
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "candidato_pedido_contadores_ins" after insert on "candidato_pedido" for each row execute function candidato_pedido_contadores();`,
    );
    this.addSql(
      `create trigger "candidato_pedido_contadores_del" after delete on "candidato_pedido" for each row execute function candidato_pedido_contadores();`,
    );
    this
      .addSql(`create trigger "candidato_pedido_contadores_upd" after update of "pedido_id", "pool", "activo" on "candidato_pedido" for each row
      when (old.pedido_id is distinct from new.pedido_id or old.pool is distinct from new.pool or old.activo is distinct from new.activo)
      execute function candidato_pedido_contadores();`);
    this.addSql(`update "pedido" p set
      "numero_candidatos_preseleccion" = coalesce(k.pre, 0), "numero_candidatos_seleccion" = coalesce(k.sel, 0)
      from (select pedido_id, (count(*) filter (where pool = 0))::int as pre, (count(*) filter (where pool = 1))::int as sel
            from candidato_pedido where activo group by pedido_id) k
      where k.pedido_id = p.id;`);
  }
}
