import { Migration } from '@mikro-orm/migrations';

/**
 * The audit rows of "Exportar" written before the filters were audited without what the user typed
 * (packages/api/src/exportacion/filtros-auditables.ts): every string among their filters, which may be a person's name
 * or document, becomes '[texto omitido]' (a picked value such as a state goes too: the old rows do not say which was
 * typed). The audit is append-only: its guard trigger is lifted for this one statement inside the migration's
 * transaction. Not undone by down(): what was removed is not kept anywhere.
 */
export class Migration20261203000056_auditoria_exportar_sin_texto extends Migration {
  override up(): void {
    this.addSql(`alter table "auditoria" disable trigger "auditoria_solo_agregar";`);
    this.addSql(`update "auditoria" a set "detalle" = jsonb_set(a."detalle", '{filtros}', (
        select coalesce(jsonb_object_agg(k, case
          when jsonb_typeof(v) = 'string' and v <> '""'::jsonb then '"[texto omitido]"'::jsonb
          when jsonb_typeof(v) = 'array' then (
            select coalesce(jsonb_agg(case when jsonb_typeof(x) = 'string' then '"[texto omitido]"'::jsonb else x end), '[]'::jsonb)
            from jsonb_array_elements(v) x)
          else v end), '{}'::jsonb)
        from jsonb_each(a."detalle" -> 'filtros') e(k, v)))
      where a."accion" = 'exportar' and jsonb_typeof(a."detalle" -> 'filtros') = 'object';`);
    this.addSql(`alter table "auditoria" enable trigger "auditoria_solo_agregar";`);
  }

  override down(): void {
    // Nothing to restore (see above).
  }
}
