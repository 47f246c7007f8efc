/**
 * The rows of a CV search page (spec 03 §2), each field declared once: candidate, professions, last experience,
 * completion and modification date, and what the user needs to act on the person (city of residence, availability,
 * how many of the user's clients bar them). From the declaration come the row type, checked against the screen's
 * schema in @talento/rules (`FilaBusquedaSchema`, which the portal reads the rows with: a field added here and not
 * there, or the other way round, does not compile), and the body of `busqueda_filas_json(ids, clientes)`, the
 * PL/pgSQL function the search statement calls so that PostgreSQL keeps the rows' plan per connection (planning
 * them inline cost 0.4–0.6 ms per search). The database holds the body its migrations wrote; a test compares it with
 * `cuerpoFuncionFilas()`, so changing a field here fails until a migration writes the new body (the failure prints it).
 */
import type { FilaBusqueda } from '@talento/rules';
import { z } from 'zod';
import { col, objetoJson, type FilaDe, type Iguales } from '../../../nucleo/sql/columnas';

const UltimaExperiencia = z
  .object({ empresa: z.string(), cargo: z.string(), salarioFinal: z.number().nullable() })
  .nullable();

/** `clientes`: the SQL of the user's scope as int[] (null: every client); only those clients' bars are counted. */
function columnasFilaBusqueda(clientes: string) {
  return {
    candidatoId: col.numero('c.id'),
    nombre: col.texto(`concat_ws(' ', c.nombre1, c.nombre2, c.apellido1, c.apellido2)`),
    numeroDocumento: col.texto('c.numero_documento'),
    profesiones: col.textos('h.profesiones'),
    /** The job left last (or the current one): the latest exit date, an open one first. */
    ultimaExperiencia: col.json(UltimaExperiencia)(
      `case when e.id is null then null else json_build_object('empresa', e.empresa, 'cargo', e.cargo, 'salarioFinal', e.salario_final::float8) end`,
    ),
    porcentajeTotal: col.numero('h.porcentaje_total::float8'),
    fechaModificacion: col.instante('h.fecha_modificacion'),
    /** No authorisation in force to process the person's data (Ley 1581). */
    sinAutorizacion: col.booleano(
      'not exists (select 1 from autorizacion_datos a where a.candidato_id = c.id and a.revocada_en is null)',
    ),
    ciudad: col.textoONulo('ci.nombre'),
    disponibilidad: col.numero('c.disponibilidad'),
    /** Reads the unique (candidato_id, cliente_id) index; bars of clients outside the scope are never counted. */
    vetadoPorClientes: col.numero(`(select count(*)::int from candidato_vetado v
        where v.candidato_id = c.id and (${clientes} is null or v.cliente_id = any(${clientes})))`),
  };
}

/** Compiles only while the declared row is exactly FilaBusquedaSchema's (every field, type and nullability). */
const igualAlEsquema: Iguales<FilaDe<ReturnType<typeof columnasFilaBusqueda>>, FilaBusqueda> = true;
void igualAlEsquema;

/** The body of busqueda_filas_json(ids int[], clientes int[]): the page's rows in the order of `ids`, as JSON text. */
export function cuerpoFuncionFilas(): string {
  return `begin
  return coalesce((select json_agg(${objetoJson(columnasFilaBusqueda('clientes'))} order by p.n)
    from unnest(ids) with ordinality as p(id, n) join hoja_de_vida h on h.id = p.id join candidato c on c.id = h.candidato_id
    left join ciudad ci on ci.id = c.ciudad_donde_vive_id
    left join lateral (
      select x.id, x.empresa, x.cargo, x.salario_final from experiencia x where x.hoja_de_vida_id = h.id
      order by x.fecha_retiro desc nulls first, x.fecha_ingreso desc nulls last, x.id desc limit 1
    ) e on true)::text, '[]');
end`;
}
