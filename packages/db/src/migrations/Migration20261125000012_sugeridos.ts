import { Migration } from '@mikro-orm/migrations';

/**
 * Suggested candidates (issue 15): the pool is the available people of one city, newest CV first, cut at
 * LIMITE_POOL_SUGERIDOS. This index is that range in that order, carrying the columns the score reads, so the
 * pool is one index-only range scan however large the city (the criteria index is ordered by date only and
 * would walk the whole table for a small city). The experience index serves the experience part of the score.
 */
export class Migration20261125000012_sugeridos extends Migration {
  override name = 'Migration20261125000012_sugeridos';

  override up(): void {
    this
      .addSql(`create index "hoja_de_vida_sugeridos" on "hoja_de_vida" ("candidato_ciudad_donde_vive_id", "candidato_disponibilidad", "fecha_modificacion" desc, "id" desc)
      include ("candidato_id", "candidato_fecha_nacimiento", "candidato_genero", "nivel_academico", "aspiracion_salarial_minima", "porcentaje_total");`);
    // The experience part reads every experience of the pool's CVs: from the index alone (no heap page per row).
    this.addSql(
      `create index "experiencia_sugeridos" on "experiencia" ("hoja_de_vida_id") include ("fecha_ingreso", "fecha_retiro", "cargo");`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "experiencia_sugeridos";`);
    this.addSql(`drop index if exists "hoja_de_vida_sugeridos";`);
  }
}
