import { Migration } from '@mikro-orm/migrations';

/**
 * Keyword search document of a CV (hoja_de_vida.busqueda, GIN-indexed): Spanish configuration over
 * lower-cased unaccented text, weighted A names and document number, B professions and positions aspired
 * to, C experience (companies, positions), D studies and skills. `hoja_de_vida_busqueda()` builds it and
 * row triggers keep it right when the candidate, the CV or any of the child lists change (bulk loads turn
 * triggers off and fill it with one UPDATE). Plus the indexes the criteria search plans need.
 */
const TEXTO = (expr: string) => `immutable_unaccent(lower(coalesce(${expr}, '')))`;

export class Migration20261122150004_busqueda extends Migration {
  override name = 'Migration20261122150004_busqueda';

  override up(): void {
    // The weighted document from its four texts (bulk loads compute the texts themselves and call this).
    this
      .addSql(`create or replace function hoja_de_vida_busqueda_textos(p_a text, p_b text, p_c text, p_d text)
returns tsvector language sql immutable parallel safe as $$
  select setweight(to_tsvector('spanish'::regconfig, ${TEXTO('p_a')}), 'A') || setweight(to_tsvector('spanish'::regconfig, ${TEXTO('p_b')}), 'B')
    || setweight(to_tsvector('spanish'::regconfig, ${TEXTO('p_c')}), 'C') || setweight(to_tsvector('spanish'::regconfig, ${TEXTO('p_d')}), 'D')
$$;`);
    this
      .addSql(`create or replace function hoja_de_vida_busqueda(p_hoja_de_vida_id int, p_candidato_id int, p_profesiones text[], p_cargos text[])
returns tsvector language sql stable parallel safe as $$
  select hoja_de_vida_busqueda_textos(
    (select concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2, c.numero_documento) from candidato c where c.id = p_candidato_id),
    array_to_string(p_profesiones, ' ') || ' ' || array_to_string(p_cargos, ' '),
    (select string_agg(e.cargo || ' ' || e.empresa, ' ') from experiencia e where e.hoja_de_vida_id = p_hoja_de_vida_id),
    concat_ws(' ',
      (select string_agg(x.titulo || ' ' || x.institucion, ' ') from educacion_superior x where x.hoja_de_vida_id = p_hoja_de_vida_id),
      (select string_agg(x.titulo || ' ' || x.institucion, ' ') from postgrado x where x.hoja_de_vida_id = p_hoja_de_vida_id),
      (select string_agg(x.nombre || ' ' || x.institucion, ' ') from diplomado x where x.hoja_de_vida_id = p_hoja_de_vida_id),
      (select string_agg(x.nombre || ' ' || x.institucion, ' ') from otro_estudio x where x.hoja_de_vida_id = p_hoja_de_vida_id),
      (select string_agg(x.programa || ' ' || x.institucion, ' ') from educacion_en_curso x where x.hoja_de_vida_id = p_hoja_de_vida_id),
      (select string_agg(x.nombre, ' ') from habilidad x where x.hoja_de_vida_id = p_hoja_de_vida_id)))
$$;`);

    // The CV itself: computed before insert, and before updates that change its own searched columns.
    this
      .addSql(`create or replace function hoja_de_vida_busqueda_propia() returns trigger language plpgsql as $$
begin
  new.busqueda := hoja_de_vida_busqueda(new.id, new.candidato_id, new.profesiones, new.cargos_a_aspirar);
  return new;
end $$;`);
    this.addSql(
      `create trigger "hoja_de_vida_busqueda_ins" before insert on "hoja_de_vida" for each row execute function hoja_de_vida_busqueda_propia();`,
    );
    this
      .addSql(`create trigger "hoja_de_vida_busqueda_upd" before update of "candidato_id", "profesiones", "cargos_a_aspirar" on "hoja_de_vida" for each row
      when (old.candidato_id is distinct from new.candidato_id or old.profesiones is distinct from new.profesiones or old.cargos_a_aspirar is distinct from new.cargos_a_aspirar)
      execute function hoja_de_vida_busqueda_propia();`);

    // Child lists: recompute the CV (or CVs, when a row moves) they belong to.
    this
      .addSql(`create or replace function hoja_de_vida_busqueda_hijo() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    ids := array[new.hoja_de_vida_id];
  elsif tg_op = 'DELETE' then
    ids := array[old.hoja_de_vida_id];
  else
    ids := array[old.hoja_de_vida_id, new.hoja_de_vida_id];
  end if;
  update hoja_de_vida h set busqueda = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar) where h.id = any(ids);
  return null;
end $$;`);
    const hijos: [string, string[]][] = [
      ['experiencia', ['empresa', 'cargo']],
      ['educacion_superior', ['titulo', 'institucion']],
      ['postgrado', ['titulo', 'institucion']],
      ['diplomado', ['nombre', 'institucion']],
      ['otro_estudio', ['nombre', 'institucion']],
      ['educacion_en_curso', ['programa', 'institucion']],
      ['habilidad', ['nombre']],
    ];
    for (const [tabla, columnas] of hijos) {
      const todas = ['hoja_de_vida_id', ...columnas];
      const cambio = todas.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
      this.addSql(
        `create trigger "${tabla}_busqueda_ins_del" after insert or delete on "${tabla}" for each row execute function hoja_de_vida_busqueda_hijo();`,
      );
      this
        .addSql(`create trigger "${tabla}_busqueda_upd" after update of ${todas.map((c) => `"${c}"`).join(', ')} on "${tabla}" for each row
        when (${cambio}) execute function hoja_de_vida_busqueda_hijo();`);
    }

    // The candidate's names and document number.
    this.addSql(`create or replace function candidato_busqueda() returns trigger language plpgsql as $$
begin
  update hoja_de_vida h set busqueda = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar) where h.candidato_id = new.id;
  return null;
end $$;`);
    this
      .addSql(`create trigger "candidato_busqueda_upd" after update of "nombre1", "nombre2", "apellido1", "apellido2", "numero_documento" on "candidato" for each row
      when (old.nombre1 is distinct from new.nombre1 or old.nombre2 is distinct from new.nombre2 or old.apellido1 is distinct from new.apellido1
        or old.apellido2 is distinct from new.apellido2 or old.numero_documento is distinct from new.numero_documento)
      execute function candidato_busqueda();`);

    // Criteria search (see the entities' indexes): ordered covering scan of CVs, candidate criteria by id.
    this.addSql(
      `create index "hoja_de_vida_criterios_orden" on "hoja_de_vida" ("fecha_modificacion" desc, "id" desc) include ("candidato_id", "nivel_academico", "disponible_para_viajar", "aspiracion_salarial_minima", "aspiracion_salarial_maxima");`,
    );
    this.addSql(
      `create index "candidato_criterios" on "candidato" ("id") include ("ciudad_donde_vive_id", "disponibilidad", "fecha_nacimiento", "genero", "estado_civil", "estado_producto");`,
    );

    // Documents of CVs that already exist.
    this.addSql(
      `update "hoja_de_vida" h set "busqueda" = hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar);`,
    );
  }
}
