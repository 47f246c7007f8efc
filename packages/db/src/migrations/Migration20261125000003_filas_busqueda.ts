import { Migration } from '@mikro-orm/migrations';

/**
 * The rows of a search page (docs/performance.md, "Mixed workload"): both CV searches are unnamed statements,
 * planned with their values on every request (how common a word is decides the plan), and planning the joins
 * that build the 18 rows cost more than building them (~0.65 of ~0.85 ms of planning per search). In a
 * PL/pgSQL function that part is planned once per connection; the search keeps its custom plan for the
 * matching only. STABLE: it reads in the snapshot of the search statement that calls it, as before.
 * `ids` come in page order; the rows keep it.
 */
export class Migration20261125000003_filas_busqueda extends Migration {
  override name = 'Migration20261125000003_filas_busqueda';

  override up(): void {
    this
      .addSql(`create or replace function busqueda_filas_json(ids int[]) returns text language plpgsql stable as $$
begin
  return coalesce((select json_agg(json_build_object(
      'candidatoId', c.id,
      'nombre', concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2),
      'numeroDocumento', c.numero_documento,
      'profesiones', h.profesiones,
      'ultimaExperiencia', case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end,
      'porcentajeTotal', h.porcentaje_total::float8,
      'fechaModificacion', h.fecha_modificacion) order by p.n)
    from unnest(ids) with ordinality as p(id, n) join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]');
end $$;`);
  }

  override down(): void {
    this.addSql('drop function if exists busqueda_filas_json(int[]);');
  }
}
