import { Migration } from '@mikro-orm/migrations';

/** The candidate's columns the criteria search filters on, and their copies on the CV. */
const CRITERIOS_CANDIDATO = [
  ['ciudad_donde_vive_id', 'candidato_ciudad_donde_vive_id', 'int'],
  ['disponibilidad', 'candidato_disponibilidad', 'smallint'],
  ['fecha_nacimiento', 'candidato_fecha_nacimiento', 'date'],
  ['genero', 'candidato_genero', 'smallint'],
  ['estado_civil', 'candidato_estado_civil', 'smallint'],
  ['estado_producto', 'candidato_estado_producto', 'smallint'],
] as const;

/**
 * Criteria search without a candidate probe per CV read (docs/performance.md, "Mixed workload"): the search
 * walks CVs newest-modified first and, at a million CVs, read ~2,000 of them per request to find 55 matches,
 * each one a lookup of its candidate's city, age, availability… (~8 ms of database CPU per search). The CV
 * now carries a copy of those candidate columns, kept right by triggers (like the keyword document), and
 * the ordered covering index includes them, so the whole filter runs inside one index-only scan.
 */
export class Migration20261125000002_criterios_candidato_en_hv extends Migration {
  override name = 'Migration20261125000002_criterios_candidato_en_hv';

  override up(): void {
    this.addSql(
      `alter table "hoja_de_vida" ${CRITERIOS_CANDIDATO.map(([, copia, tipo]) => `add column "${copia}" ${tipo} null`).join(', ')};`,
    );

    // A new CV, or a CV moved to another candidate: copied from its candidate.
    this
      .addSql(`create or replace function hoja_de_vida_criterios_candidato() returns trigger language plpgsql as $$
begin
  select ${CRITERIOS_CANDIDATO.map(([col]) => `c.${col}`).join(', ')}
    into ${CRITERIOS_CANDIDATO.map(([, copia]) => `new.${copia}`).join(', ')}
    from candidato c where c.id = new.candidato_id;
  return new;
end $$;`);
    this.addSql(
      `create trigger "hoja_de_vida_criterios_ins" before insert on "hoja_de_vida" for each row execute function hoja_de_vida_criterios_candidato();`,
    );
    this
      .addSql(`create trigger "hoja_de_vida_criterios_upd" before update of "candidato_id" on "hoja_de_vida" for each row
      when (old.candidato_id is distinct from new.candidato_id) execute function hoja_de_vida_criterios_candidato();`);

    // The candidate changed one of them: its CV follows, in the same transaction.
    this.addSql(`create or replace function candidato_criterios_hv() returns trigger language plpgsql as $$
begin
  update hoja_de_vida h set ${CRITERIOS_CANDIDATO.map(([col, copia]) => `${copia} = new.${col}`).join(', ')} where h.candidato_id = new.id;
  return null;
end $$;`);
    this
      .addSql(`create trigger "candidato_criterios_hv_upd" after update of ${CRITERIOS_CANDIDATO.map(([col]) => `"${col}"`).join(', ')} on "candidato" for each row
      when (${CRITERIOS_CANDIDATO.map(([col]) => `old.${col} is distinct from new.${col}`).join(' or ')})
      execute function candidato_criterios_hv();`);

    this.addSql(
      `update "hoja_de_vida" h set ${CRITERIOS_CANDIDATO.map(([col, copia]) => `"${copia}" = c."${col}"`).join(', ')} from "candidato" c where c.id = h.candidato_id;`,
    );

    // The ordered covering index now holds every column the criteria filter on (the arrays aside: GIN);
    // the candidate-side one is no longer read.
    this.addSql(`drop index "hoja_de_vida_criterios_orden";`);
    this.addSql(
      `create index "hoja_de_vida_criterios_orden" on "hoja_de_vida" ("fecha_modificacion" desc, "id" desc) include ("candidato_id", "nivel_academico", "disponible_para_viajar", "aspiracion_salarial_minima", "aspiracion_salarial_maxima", ${CRITERIOS_CANDIDATO.map(([, copia]) => `"${copia}"`).join(', ')});`,
    );
    this.addSql(`drop index "candidato_criterios";`);
  }
}
