/**
 * The set-based writes of a block's new records (issue 36 §6): one INSERT … SELECT from the staged rows of
 * `fila_importacion` per kind instead of one entity per row. Columns the product's entities leave to their defaults
 * keep the table's defaults; timestamps and version are set as the entities set them on create.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PorcentajesHv } from '@talento/rules';
import { arregloPg } from './arreglo';

/** A staged row's value as text ('' stays '', absent is null), as `d[k] ?? null` on the parsed JSON. */
const txt = (clave: string) => `f.datos->>'${clave}'`;
/** A JSON array of text as a PostgreSQL text array ('{}' when absent). */
const arreglo = (clave: string) =>
  `coalesce(array(select jsonb_array_elements_text(f.datos->'${clave}')), '{}')`;

/**
 * Creates the candidates (and their CVs) of the new rows `ordenes` of the batch; answers their ids. Same values as
 * the entities: fields of the row or null, urban address when there is an address line, the batch, created,
 * updated and imported now (the import's own write is not "edited since"), version 1; the CV with the row's CV fields,
 * empty lists when absent, dates `ahora` and the completion percentages given (porcentajes-nuevos.ts).
 */
export async function insertarCandidatos(
  tx: EntityManager,
  loteId: number,
  nuevas: readonly { orden: number; porcentajes: PorcentajesHv }[],
  ahora: Date,
): Promise<number[]> {
  if (nuevas.length === 0) return [];
  const filas = await tx.execute<{ id: number }[]>(
    `with f as (
       select orden, datos from fila_importacion where lote_id = ? and orden = any(?::int[])
     ), c as (
       insert into candidato (tipo_documento, numero_documento, nombre1, nombre2, apellido1, apellido2, email,
           telefono_o_celular, whatsapp, fecha_nacimiento, genero, estado_civil, direccion_cadena, tipo_direccion,
           ciudad_donde_vive_id, lote_importacion_id, importado_en, created_at, updated_at, version)
       select (${txt('tipoDocumento')})::smallint, ${txt('numeroDocumento')}, ${txt('nombre1')}, ${txt('nombre2')},
              ${txt('apellido1')}, ${txt('apellido2')}, ${txt('email')}, ${txt('telefonoOCelular')}, ${txt('whatsapp')},
              (${txt('fechaNacimiento')})::date, (${txt('genero')})::smallint, (${txt('estadoCivil')})::smallint,
              ${txt('direccionCadena')}, case when coalesce(${txt('direccionCadena')}, '') <> '' then 2 end,
              nullif(${txt('ciudadDondeViveId')}, '')::int, ?, now(), now(), now(), 1
         from f order by f.orden
       returning id, numero_documento
     ), h as (
       insert into hoja_de_vida (candidato_id, profesiones, cargos_a_aspirar, aspiracion_salarial_minima,
           aspiracion_salarial_maxima, nivel_academico, disponible_para_viajar, fecha_modificacion, fecha_creacion,
           version, porcentaje_total, porcentaje_personal, porcentaje_general, porcentaje_experiencia,
           porcentaje_familia, porcentaje_educacion, porcentaje_referencias)
       select c.id, ${arreglo('profesiones')}, ${arreglo('cargosAAspirar')},
              (${txt('aspiracionSalarialMinima')})::numeric, (${txt('aspiracionSalarialMaxima')})::numeric,
              (${txt('nivelAcademico')})::smallint, coalesce((${txt('disponibleParaViajar')})::boolean, false), ?, ?, 1,
              p.total, p.personal, p.general, p.experiencia, p.familia, p.educacion, p.referencias
         from c join f on ${txt('numeroDocumento')} = c.numero_documento
         join jsonb_to_recordset(?::jsonb) as p(orden int, total numeric, personal numeric, general numeric,
              experiencia numeric, familia numeric, educacion numeric, referencias numeric) on p.orden = f.orden
     )
     select id from c order by id`,
    [
      loteId,
      arregloPg(nuevas.map((n) => n.orden)),
      loteId,
      ahora,
      ahora,
      JSON.stringify(nuevas.map((n) => ({ orden: n.orden, ...n.porcentajes }))),
    ],
  );
  return filas.map((f) => Number(f.id));
}

/**
 * Creates the experiences of the new rows `ordenes` under their candidate's CV (rows whose candidate has none are
 * skipped, as before); answers the ids created. `actual` when it has a start date and no end date.
 */
export async function insertarExperiencias(
  tx: EntityManager,
  loteId: number,
  ordenes: readonly number[],
): Promise<number[]> {
  if (ordenes.length === 0) return [];
  const filas = await tx.execute<{ id: number }[]>(
    `with f as (
       select orden, datos from fila_importacion where lote_id = ? and orden = any(?::int[])
     )
     insert into experiencia (hoja_de_vida_id, empresa, cargo, fecha_ingreso, fecha_retiro, actual, salario_final,
         funciones)
     select hv.id, ${txt('empresa')}, ${txt('cargo')}, (${txt('fechaIngreso')})::date, (${txt('fechaRetiro')})::date,
            ${txt('fechaIngreso')} is not null and ${txt('fechaRetiro')} is null,
            (${txt('salarioFinal')})::numeric, ${txt('funciones')}
       from f join candidato c on c.numero_documento = ${txt('numeroDocumento')}
       join hoja_de_vida hv on hv.candidato_id = c.id
      order by f.orden
     returning id`,
    [loteId, arregloPg(ordenes)],
  );
  return filas.map((f) => Number(f.id)).sort((a, b) => a - b);
}

/** Each kind of study: its table, its title column and the columns only some kinds have (as the entities set them). */
const ESTUDIOS = [
  { tipo: 'superior', tabla: 'educacion_superior', titulo: 'titulo', extra: { graduado: 'fin is not null' } },
  {
    tipo: 'posgrado',
    tabla: 'postgrado',
    titulo: 'titulo',
    extra: { tipo: '1', graduado: 'fin is not null' },
  },
  { tipo: 'diplomado', tabla: 'diplomado', titulo: 'nombre', extra: {} },
  { tipo: 'otro', tabla: 'otro_estudio', titulo: 'nombre', extra: {} },
] as const;

/**
 * Creates the studies of the new rows `ordenes` under their candidate's CV, one INSERT … SELECT per kind in one
 * statement (rows whose candidate has no CV are skipped); answers each record created with its table.
 */
export async function insertarEstudios(
  tx: EntityManager,
  loteId: number,
  ordenes: readonly number[],
): Promise<{ tabla: string; id: number }[]> {
  if (ordenes.length === 0) return [];
  const inserciones = ESTUDIOS.map((e) => {
    const extra = Object.entries(e.extra);
    return `${e.tipo} as (
       insert into ${e.tabla} (hoja_de_vida_id, institucion, ${e.titulo}, fecha_fin${extra.map(([c]) => `, ${c}`).join('')})
       select hv_id, institucion, titulo, fin${extra.map(([, v]) => `, ${v}`).join('')}
         from f where tipo = '${e.tipo}' order by orden
       returning '${e.tabla}'::text as tabla, id
     )`;
  });
  const filas = await tx.execute<{ tabla: string; id: number }[]>(
    `with f as (
       select x.orden, hv.id as hv_id, x.datos->>'tipo' as tipo, x.datos->>'institucion' as institucion,
              x.datos->>'titulo' as titulo, (x.datos->>'fechaFin')::date as fin
         from fila_importacion x join candidato c on c.numero_documento = x.datos->>'numeroDocumento'
         join hoja_de_vida hv on hv.candidato_id = c.id
        where x.lote_id = ? and x.orden = any(?::int[])
     ), ${inserciones.join(', ')}
     ${ESTUDIOS.map((e) => `select tabla, id from ${e.tipo}`).join(' union all ')} order by id`,
    [loteId, arregloPg(ordenes)],
  );
  return filas.map((f) => ({ tabla: f.tabla, id: Number(f.id) }));
}
