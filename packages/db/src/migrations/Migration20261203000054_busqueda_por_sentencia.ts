import { Migration } from '@mikro-orm/migrations';

/** The child lists of a CV whose inserted or deleted rows change its search document. */
const HIJOS = [
  'experiencia',
  'educacion_superior',
  'postgrado',
  'diplomado',
  'otro_estudio',
  'educacion_en_curso',
  'habilidad',
] as const;

/**
 * The search document of a CV (migration _busqueda) is recomputed once per statement for the rows a statement inserts
 * or deletes in a child list, instead of once per row: an import that inserts 500 experiences of 250 CVs in one
 * statement updated each CV twice (and the CV's row was rewritten each time); now once. Through the statement's
 * transition tables, so the same CVs are recomputed as before and nothing reads them between rows. Updates keep their
 * row triggers (they fire only when a searched column changes; PostgreSQL allows no transition table with a column list).
 */
export class Migration20261203000054_busqueda_por_sentencia extends Migration {
  override name = 'Migration20261203000054_busqueda_por_sentencia';

  override up(): void {
    this
      .addSql(`create or replace function hoja_de_vida_busqueda_hijos_nuevos() returns trigger language plpgsql as $$
begin
  update hoja_de_vida h set busqueda = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar)
   where h.id in (select distinct n.hoja_de_vida_id from nuevas n);
  return null;
end $$;`);
    this
      .addSql(`create or replace function hoja_de_vida_busqueda_hijos_quitados() returns trigger language plpgsql as $$
begin
  update hoja_de_vida h set busqueda = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar)
   where h.id in (select distinct q.hoja_de_vida_id from quitadas q);
  return null;
end $$;`);
    for (const tabla of HIJOS) {
      this.addSql(`drop trigger if exists "${tabla}_busqueda_ins_del" on "${tabla}";`);
      this.addSql(
        `create trigger "${tabla}_busqueda_ins" after insert on "${tabla}" referencing new table as nuevas for each statement execute function hoja_de_vida_busqueda_hijos_nuevos();`,
      );
      this.addSql(
        `create trigger "${tabla}_busqueda_del" after delete on "${tabla}" referencing old table as quitadas for each statement execute function hoja_de_vida_busqueda_hijos_quitados();`,
      );
    }
  }

  override down(): void {
    for (const tabla of HIJOS) {
      this.addSql(`drop trigger if exists "${tabla}_busqueda_ins" on "${tabla}";`);
      this.addSql(`drop trigger if exists "${tabla}_busqueda_del" on "${tabla}";`);
      this.addSql(
        `create trigger "${tabla}_busqueda_ins_del" after insert or delete on "${tabla}" for each row execute function hoja_de_vida_busqueda_hijo();`,
      );
    }
    this.addSql(`drop function if exists hoja_de_vida_busqueda_hijos_nuevos();`);
    this.addSql(`drop function if exists hoja_de_vida_busqueda_hijos_quitados();`);
  }
}
