import { Migration } from '@mikro-orm/migrations';

/** The page's rows of a CV search, as of migration _datos_personales (restored by down()). */
const FILAS_ANTERIOR = `create or replace function busqueda_filas_json(ids int[]) returns text language plpgsql stable as $$
begin
  return coalesce((select json_agg(json_build_object(
      'candidatoId', c.id,
      'nombre', concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2),
      'numeroDocumento', c.numero_documento,
      'profesiones', h.profesiones,
      'ultimaExperiencia', case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end,
      'porcentajeTotal', h.porcentaje_total::float8,
      'fechaModificacion', h.fecha_modificacion,
      'sinAutorizacion', not exists (select 1 from autorizacion_datos a where a.candidato_id = c.id and a.revocada_en is null)) order by p.n)
    from unnest(ids) with ordinality as p(id, n) join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]');
end $$;`;

/**
 * The rows of a CV search page also carry what the user needs to act on a person: the city of residence, the
 * availability, and how many clients bar them (candidato_vetado) — only clients of the user's scope, so a bar by a
 * client the user does not have is never revealed. The scope is the second parameter (the clients in scope as int[],
 * null for a user who sees every client; the API builds it with `clientesDelAlcance`). The one-parameter function is
 * dropped so no caller can forget the scope. Still STABLE PL/pgSQL (plan kept per connection, the search statement's
 * snapshot); the bar count reads the unique (candidato_id, cliente_id) index.
 */
export class Migration20261203000055_filas_busqueda_acciones extends Migration {
  override name = 'Migration20261203000055_filas_busqueda_acciones';

  override up(): void {
    this.addSql('drop function if exists busqueda_filas_json(int[]);');
    this
      .addSql(`create or replace function busqueda_filas_json(ids int[], clientes int[]) returns text language plpgsql stable as $$
begin
  return coalesce((select json_agg(json_build_object(
      'candidatoId', c.id,
      'nombre', concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2),
      'numeroDocumento', c.numero_documento,
      'profesiones', h.profesiones,
      'ultimaExperiencia', case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end,
      'porcentajeTotal', h.porcentaje_total::float8,
      'fechaModificacion', h.fecha_modificacion,
      'sinAutorizacion', not exists (select 1 from autorizacion_datos a where a.candidato_id = c.id and a.revocada_en is null),
      'ciudad', ci.nombre,
      'disponibilidad', c.disponibilidad,
      'vetadoPorClientes', (select count(*)::int from candidato_vetado v
        where v.candidato_id = c.id and (clientes is null or v.cliente_id = any(clientes)))) order by p.n)
    from unnest(ids) with ordinality as p(id, n) join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join ciudad ci on ci.id = c.ciudad_donde_vive_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]');
end $$;`);
  }

  override down(): void {
    this.addSql('drop function if exists busqueda_filas_json(int[], int[]);');
    this.addSql(FILAS_ANTERIOR);
  }
}
