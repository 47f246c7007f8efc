import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: a digital-test rating that came from the test platform keeps the platform's result id, unique, so a
 * result posted twice (a retry, a replay) is applied once.
 */
export class Migration20261125000019_resultado_plataforma_pruebas extends Migration {
  override name = 'Migration20261125000019_resultado_plataforma_pruebas';

  override up(): void {
    this.addSql(
      `alter table "calificacion_prueba_digital" add column "id_resultado_plataforma" varchar(100) null;`,
    );
    this.addSql(
      `alter table "calificacion_prueba_digital" add constraint "calificacion_prueba_digital_id_resultado_plataforma_unique" unique ("id_resultado_plataforma");`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "calificacion_prueba_digital" drop constraint "calificacion_prueba_digital_id_resultado_plataforma_unique";`,
    );
    this.addSql(`alter table "calificacion_prueba_digital" drop column "id_resultado_plataforma";`);
  }
}
