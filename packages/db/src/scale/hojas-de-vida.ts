/**
 * The CV step of the scale generator: N candidates with their CV (Colombian names and cities,
 * professions, positions aspired to, experiences, studies, skills) loaded with COPY, with triggers off;
 * the keyword document is built in bulk from the same texts the trigger function would read
 * (hoja_de_vida_busqueda_textos), then a sample is checked against hoja_de_vida_busqueda().
 */
import { fechaEnZonaNegocio } from '@talento/rules';
import { type ContextoEscala, SQL_SMMLV_VIGENTE } from './base';
import { ajustarSecuencia, copiar, siguienteId, type Valor } from './copiar';
import { apagarTriggers, type IndiceGuardado, quitarIndices, reponerIndices } from './hojas-de-vida-carga';
import { COLEGIOS_ESCALA, generarHv, type HvEscala, tablaPesos, textosBusqueda } from './hojas-de-vida-datos';
import { type DatosCvEscala, porcentajesEscala } from './hojas-de-vida-porcentajes';

/** Where candidates live: [DANE code, weight]; other cities of the catalogue weigh 0.5. */
const CIUDADES_PESO: Record<string, number> = {
  '11001': 30,
  '05001': 12,
  '76001': 11,
  '08001': 10,
  '68001': 6,
  '25754': 5,
  '05088': 3,
  '05360': 2,
  '25175': 2,
  '76520': 3,
  '08758': 3,
  '13001': 3,
  '68276': 2,
  '25269': 2,
  '66001': 2,
  '17001': 1,
  '63001': 1,
  '73001': 1,
  '54001': 1,
};
/** Below this many CVs the database counts as fresh: indexes are dropped and rebuilt around the load. */
const UMBRAL_FRESCA = 100_000;

export interface OpcionesHojasDeVida {
  hojasDeVida: number;
  semilla: number;
}

/** PostgreSQL array literal of text values. */
function arreglo(xs: readonly string[]): string {
  return `{${xs.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const fecha = fechaEnZonaNegocio;

/** Candidate columns the CV carries a copy of, as `candidato_<column>` (migration …000002_criterios_candidato_en_hv). */
const CRITERIOS_CANDIDATO = [
  'ciudad_donde_vive_id',
  'disponibilidad',
  'fecha_nacimiento',
  'genero',
  'estado_civil',
  'estado_producto',
] as const;

export async function cargarHojasDeVida(
  ctx: ContextoEscala,
  o: OpcionesHojasDeVida,
): Promise<{ hojasDeVida: number; filasHijas: number }> {
  const { cliente: c, ahora, log } = ctx;
  const ciudades = tablaPesos(
    (
      await c.query<{ id: number; codigo_dane: string }>('select id, codigo_dane from ciudad order by id')
    ).rows.map((f) => [f.id, CIUDADES_PESO[f.codigo_dane] ?? 0.5] as const),
  );
  if (ciudades.valores.length === 0) throw new Error('No hay ciudades: cargue primero los datos demo');
  const smmlv = Number((await c.query<{ smmlv: string }>(SQL_SMMLV_VIGENTE)).rows[0]?.smmlv ?? 1_750_905);
  const existentes =
    (await c.query<{ n: number }>('select count(*)::int as n from hoja_de_vida')).rows[0]?.n ?? 0;
  const desdeCandidato = await siguienteId(c, 'candidato');
  const desdeHv = await siguienteId(c, 'hoja_de_vida');
  const n = o.hojasDeVida;
  const reponer = await apagarTriggers(c);
  let indices: IndiceGuardado[] = [];
  if (existentes < UMBRAL_FRESCA) indices = await quitarIndices(c);

  let t0 = Date.now();
  const paso = (nombre: string, filas: number) => {
    log(`${nombre}: ${filas} filas en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
  };
  function* cada<T extends Valor[]>(
    fn: (h: HvEscala, candidato: number, hv: number) => Iterable<T>,
  ): Generator<T> {
    for (let i = 0; i < n; i++)
      yield* fn(
        generarHv(desdeCandidato + i, o.semilla, ciudades, ahora, smmlv),
        desdeCandidato + i,
        desdeHv + i,
      );
  }

  const nc = await copiar(
    c,
    'candidato',
    [
      'id',
      'nombre1',
      'nombre2',
      'apellido1',
      'apellido2',
      'email',
      'telefono_o_celular',
      'fecha_nacimiento',
      'numero_documento',
      'ciudad_donde_vive_id',
      'genero',
      'estado_civil',
      'estado_producto',
      'disponibilidad',
      'tipo_direccion',
      'direccion_cadena',
      'created_at',
      'updated_at',
    ],
    cada((h, id) => {
      const r = h.rnd;
      const x = r.num();
      const disponibilidad = x < 0.7 ? 0 : x < 0.8 ? 1 : x < 0.92 ? 2 : 3;
      return [
        [
          id,
          h.nombre1,
          h.nombre2,
          h.apellido1,
          h.apellido2,
          `hv${id}@escala.test`,
          `3${r.digitos(9)}`,
          fecha(h.nacimiento),
          h.documento,
          h.ciudad,
          h.mujer ? 1 : 2,
          h.estadoCivil,
          r.si(0.15) ? 1 : 0,
          disponibilidad,
          2,
          `Calle ${r.entero(1, 160)} # ${r.entero(1, 99)}-${r.entero(1, 99)}`,
          h.creacion,
          h.modificacion,
        ],
      ];
    }),
  );
  await ajustarSecuencia(c, 'candidato');
  paso('candidato', nc);

  await c.query(
    `create temp table hv_carga (like hoja_de_vida including defaults, texto_a text, texto_b text, texto_c text, texto_d text) on commit drop`,
  );
  await c.query('alter table hv_carga drop column busqueda');
  const columnasHv = [
    'id',
    'candidato_id',
    'porcentaje_total',
    'porcentaje_personal',
    'porcentaje_general',
    'porcentaje_experiencia',
    'porcentaje_familia',
    'porcentaje_educacion',
    'porcentaje_referencias',
    'fecha_modificacion',
    'fecha_creacion',
    'disponible_para_viajar',
    'aspiracion_salarial_minima',
    'aspiracion_salarial_maxima',
    'cargos_a_aspirar',
    'profesiones',
    'nivel_academico',
    'primaria_institucion',
    'bachillerato_institucion',
    'tiene_vehiculo',
  ];
  const nh = await copiar(
    c,
    'hv_carga',
    [...columnasHv, 'texto_a', 'texto_b', 'texto_c', 'texto_d'],
    cada((h, candidato, hv) => {
      const r = h.rnd;
      const minima = Math.max(smmlv, Math.round((h.experiencias[0]?.salario ?? smmlv) / 50000) * 50000);
      const cv: DatosCvEscala = {
        aspiracionMinima: minima,
        aspiracionMaxima: Math.round((minima * 1.25) / 50000) * 50000,
        viaja: r.si(0.35),
        primaria: r.elegir(COLEGIOS_ESCALA),
        bachillerato: h.nivel >= 1 ? r.elegir(COLEGIOS_ESCALA) : null,
        tieneVehiculo: r.si(0.15),
      };
      // The stored percentages follow the rule from the start (reads never correct them).
      const p = porcentajesEscala(h, cv);
      return [
        [
          hv,
          candidato,
          p.total,
          p.personal,
          p.general,
          p.experiencia,
          p.familia,
          p.educacion,
          p.referencias,
          h.modificacion,
          h.creacion,
          cv.viaja,
          cv.aspiracionMinima,
          cv.aspiracionMaxima,
          arreglo(h.cargos),
          arreglo(h.profesiones),
          h.nivel,
          cv.primaria,
          cv.bachillerato,
          cv.tieneVehiculo,
          ...textosBusqueda(h),
        ],
      ];
    }),
  );
  paso('hoja_de_vida (COPY a tabla temporal)', nh);
  // Triggers are off: the keyword document and the copies of the candidate's criteria are written here.
  const copias = CRITERIOS_CANDIDATO.map((x) => `"candidato_${x}"`).join(', ');
  await c.query(`insert into hoja_de_vida (${columnasHv.map((x) => `"${x}"`).join(', ')}, busqueda, ${copias})
    select ${columnasHv.map((x) => `v."${x}"`).join(', ')}, hoja_de_vida_busqueda_textos(v.texto_a, v.texto_b, v.texto_c, v.texto_d),
      ${CRITERIOS_CANDIDATO.map((x) => `k."${x}"`).join(', ')}
    from hv_carga v join candidato k on k.id = v.candidato_id`);
  await ajustarSecuencia(c, 'hoja_de_vida');
  paso('hoja_de_vida (documento de búsqueda)', nh);

  let hijas = 0;
  hijas += await copiar(
    c,
    'experiencia',
    [
      'hoja_de_vida_id',
      'empresa',
      'cargo',
      'fecha_ingreso',
      'fecha_retiro',
      'actual',
      'salario_final',
      'origen',
    ],
    cada((h, _c, hv) =>
      h.experiencias.map((e) => [
        hv,
        e.empresa,
        e.cargo,
        fecha(e.ingreso),
        e.retiro ? fecha(e.retiro) : null,
        e.retiro === null,
        e.salario,
        0,
      ]),
    ),
  );
  paso('experiencia', hijas);
  const ns = await copiar(
    c,
    'educacion_superior',
    ['hoja_de_vida_id', 'institucion', 'titulo', 'graduado'],
    cada((h, _c, hv) => (h.superior ? [[hv, h.superior.institucion, h.superior.titulo, true]] : [])),
  );
  const no = await copiar(
    c,
    'otro_estudio',
    ['hoja_de_vida_id', 'institucion', 'nombre', 'intensidad_horas'],
    cada((h, _c, hv) => h.cursos.map((k) => [hv, k.institucion, k.nombre, k.horas])),
  );
  const nb = await copiar(
    c,
    'habilidad',
    ['hoja_de_vida_id', 'nombre'],
    cada((h, _c, hv) => h.habilidades.map((x) => [hv, x])),
  );
  hijas += ns + no + nb;
  paso('estudios y habilidades', ns + no + nb);

  await reponer();
  if (indices.length) {
    await reponerIndices(c, indices, log);
    paso('índices', indices.length);
  }
  // Same lexemes with the same weights (positions may differ: string_agg has no fixed row order).
  const firma = (v: string) =>
    `array[${['a', 'b', 'c', 'd'].map((w) => `strip(ts_filter(${v}, '{${w}}'))`).join(', ')}]::text`;
  const distintos = await c.query<{ n: number }>(
    `select count(*)::int as n from (select * from hoja_de_vida where id >= $1 order by id limit 200) h
      where ${firma('h.busqueda')} <> ${firma('hoja_de_vida_busqueda(h.id, h.candidato_id, h.profesiones, h.cargos_a_aspirar)')}`,
    [desdeHv],
  );
  if (distintos.rows[0]?.n)
    throw new Error(
      `El documento de búsqueda cargado difiere del de los triggers en ${distintos.rows[0].n} de 200 hojas de vida`,
    );
  const copiasDistintas = await c.query<{ n: number }>(
    `select count(*)::int as n from hoja_de_vida h join candidato k on k.id = h.candidato_id
      where h.id >= $1 and (${CRITERIOS_CANDIDATO.map((x) => `h."candidato_${x}" is distinct from k."${x}"`).join(' or ')})`,
    [desdeHv],
  );
  if (copiasDistintas.rows[0]?.n)
    throw new Error(
      `Los criterios copiados del candidato difieren en ${copiasDistintas.rows[0].n} hojas de vida`,
    );
  return { hojasDeVida: nh, filasHijas: hijas };
}
