/**
 * INFORME GENERAL (spec 03 §2): the 3 months and 5 weeks up to the date and the moving average of the weeks, read
 * from the indicators table (one aggregate query). When a day the columns need is not computed yet (or is stale),
 * it answers `calculando: true` without figures and leaves the days for the job; the screen retries every 30 s. A
 * date whose columns reach days the triggers no longer recompute is computed from the source tables instead.
 * A week validated for the branch shows its frozen figures and the difference to today's.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  fechaEnZonaNegocio,
  fechaMinimaInforme,
  mesesHasta,
  rangoInforme,
  semanasHasta,
  type EntradaInformeGeneral,
  type FechaIso,
  type Ventana,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { veTodosLosClientes } from '../../../nucleo/sql/alcance';
import { CalculoPorFilas, claveDeSentencia } from '../../../nucleo/sql/calculo-por-filas';
import { consultaPreparada, textoPorForma } from '../../../nucleo/sql/consulta-preparada';
import { Parametros } from '../../../nucleo/sql/parametros';
import {
  alcanceInforme,
  COLUMNAS_INDICADOR,
  exigirFiltrosPermitidos,
  puedeFiltrarPsicologo,
  puedeFiltrarSucursal,
  sqlAlcanceInforme,
  sucursalCompleta,
  type AlcanceInforme,
  type FiltrosInforme,
} from './alcance';
import { calcularColumnas } from './calculo-directo';
import { cifrasDe, diferenciaDe, type CifrasColumna } from './cifras';
import {
  COLUMNAS_EMBUDO,
  COLUMNAS_TERMINO,
  embudoDeFila,
  PREFIJO_MES,
  PREFIJO_SEMANA,
  terminosDeFila,
} from './columnas-sql';
import {
  columnasDe,
  promedioDe,
  type ColumnaInforme,
  type Columnas,
  type PromedioInforme,
} from './columnas-informe';
import { marcarPendientes } from './pendientes';

export type { ColumnaInforme, PromedioInforme } from './columnas-informe';
import { validadosDeSucursal } from './validar';

export interface InformeGeneral {
  fecha: FechaIso;
  k: number;
  calculando: boolean;
  calculadoEn: Date | null;
  meses: ColumnaInforme[];
  semanas: ColumnaInforme[];
  promedio: PromedioInforme | null;
  filtros: { sucursal: boolean; psicologo: boolean };
}

interface EstadoCalculo {
  calculados: number;
  calculado_en: Date | null;
  /** A stale range overlaps the window. */
  pendiente: boolean;
  /** A stale range covers the whole window. */
  cubierto: boolean;
  /** Days of the window. */
  dias: number;
}

/** Computed state of the days [desde, hasta] the columns need (read in the same statement as the figures). */
export interface RangoCalculo {
  desde: FechaIso;
  hasta: FechaIso;
}

const SIN_ESTADO = `select 0 as calculados, null::timestamptz as calculado_en, false as pendiente, false as cubierto, 0 as dias`;

/** Each column's funnel (the sum of its days) and terms (those of its last day): fixed text, written once. */
const SELECT_CIFRAS = [
  ...Object.values(COLUMNAS_EMBUDO).map((c) => `coalesce(sum(i.${c}), 0)::int as ${c}`),
  ...Object.values(COLUMNAS_TERMINO).map(
    (t) =>
      `coalesce(sum(case when i.fecha = c.hasta then (case when c.tipo = 'mes' then i.${PREFIJO_MES}${t} else i.${PREFIJO_SEMANA}${t} end) end), 0)::int as ${t}`,
  ),
].join(', ');

/**
 * One statement, one round trip: each column's funnel is the sum of its days, its terms those stored on its last day;
 * beside them, whether every day of `rango` is computed and not stale (each row repeats it). Exported for the bench
 * (the same text run directly on PostgreSQL is its floor).
 */
export function consultaColumnas(
  ventanas: readonly Ventana[],
  a: AlcanceInforme,
  f: FiltrosInforme,
  rango: RangoCalculo | null = null,
): { sql: string; valores: unknown[] } {
  const q = new Parametros();
  const estado = rango
    ? `select (select count(*) from dia_indicador_calculado where fecha between ${q.v(rango.desde)} and ${q.v(rango.hasta)})::int as calculados,
       (select max(calculado_en) from dia_indicador_calculado where fecha between ${q.v(rango.desde)} and ${q.v(rango.hasta)}) as calculado_en,
       exists (select 1 from rango_indicador_pendiente where desde <= ${q.v(rango.hasta)} and hasta >= ${q.v(rango.desde)}) as pendiente,
       exists (select 1 from rango_indicador_pendiente where desde <= ${q.v(rango.desde)} and hasta >= ${q.v(rango.hasta)}) as cubierto,
       (${q.v(rango.hasta)}::date - ${q.v(rango.desde)}::date + 1) as dias`
    : SIN_ESTADO;
  const valores = ventanas
    .map((v) => `(${q.v(v.clave)}, ${q.v(v.tipo)}, ${q.v(v.desde)}::date, ${q.v(v.hasta)}::date)`)
    .join(', ');
  // Everything (no scope, no filter): the agency's daily totals, one row per day instead of one per branch × client ×
  // psychologist.
  const total =
    a.todos &&
    veTodosLosClientes(a.alcance) &&
    f.sucursalId === undefined &&
    f.clienteId === undefined &&
    f.psicologoId === undefined;
  const origen = total
    ? 'indicador_operaciones_total i on i.fecha between c.desde and c.hasta'
    : `indicador_operaciones i on i.fecha between c.desde and c.hasta${sqlAlcanceInforme(q, a, f, COLUMNAS_INDICADOR)}`;
  // The text depends on these three alone (the rest are placeholders).
  const forma = `${rango ? 'rango' : '-'}|${ventanas.length}|${origen}`;
  const sql = textoPorForma(
    textosColumnas,
    forma,
    () => `with e as materialized (${estado}), c (clave, tipo, desde, hasta) as (values ${valores})
    select c.clave, e.calculados, e.calculado_en, e.pendiente, e.cubierto, e.dias, ${SELECT_CIFRAS}
    from e cross join c left join ${origen}
    group by c.clave, e.calculados, e.calculado_en, e.pendiente, e.cubierto, e.dias`,
  );
  return { sql, valores: q.valores };
}

const textosColumnas = new Map<string, string>();

type FilaColumnas = Record<string, number> & { clave: string } & EstadoCalculo;

/**
 * The columns of the last rows each statement gave: the screen asks again every 30 s and every user of a scope asks the
 * same, while the rows change once per recomputation of a day. The rows are read on every call (calculo-por-filas.ts).
 */
const columnasPorFilas = new CalculoPorFilas<Columnas>();

/**
 * The columns of the report, or null while a day of `rango` is missing or stale (the missing ones are marked for the
 * job). The result may be shared with other calls: not to be changed.
 */
async function leerColumnas(
  em: EntityManager,
  meses: Ventana[],
  semanas: Ventana[],
  a: AlcanceInforme,
  f: FiltrosInforme,
  k: number,
  rango: RangoCalculo | null,
): Promise<{ columnas: Columnas | null; calculadoEn: Date | null }> {
  const { sql, valores } = consultaColumnas([...meses, ...semanas], a, f, rango);
  // A named prepared statement (a read outside any transaction): its text has a handful of shapes, each planned once
  // per connection; planning it cost as much as running it on the precomputed tables.
  const filas = await consultaPreparada<FilaColumnas>(em, sql, valores);
  const e = filas[0];
  const calculadoEn = e?.calculado_en ? new Date(e.calculado_en) : null;
  if (rango && e) {
    const completos = e.calculados >= e.dias;
    // Asked again every 30 s while computing: one range covering the whole window is enough.
    if (!completos && !e.cubierto) await marcarPendientes(em, rango.desde, rango.hasta);
    if (!completos || e.pendiente) return { columnas: null, calculadoEn };
  }
  // The statement's values hold the windows' dates and the scope; K is applied here.
  const columnas = columnasPorFilas.obtener(claveDeSentencia(sql, valores, k), filas, () =>
    columnasDe(meses, semanas, cifrasPorClave(filas, k)),
  );
  return { columnas, calculadoEn };
}

const cifrasPorClave = (filas: FilaColumnas[], k: number): Map<string, CifrasColumna> =>
  new Map(filas.map((fila) => [fila.clave, cifrasDe(embudoDeFila(fila), terminosDeFila(fila), k)]));

export async function informeGeneral(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaInformeGeneral,
  ahora: Date,
): Promise<InformeGeneral> {
  const f: FiltrosInforme = {
    sucursalId: entrada.sucursalId,
    psicologoId: entrada.psicologoId,
    clienteId: entrada.clienteId,
  };
  exigirFiltrosPermitidos(usuario, f);
  const hoy = fechaEnZonaNegocio(ahora);
  // Older days are not recomputed in the indicators table when their data changes (DIAS_RECALCULADOS_INFORME): a
  // report that reaches them is computed from the source tables at once (one statement, ~0.3 s at scale), never stale.
  const historico = entrada.fecha < fechaMinimaInforme(hoy);
  const a = await alcanceInforme(em, usuario);
  const base = {
    fecha: entrada.fecha,
    k: entrada.k,
    filtros: { sucursal: puedeFiltrarSucursal(usuario), psicologo: puedeFiltrarPsicologo(usuario) },
  };
  const rango = rangoInforme(entrada.fecha);
  // Days after today have no data yet: nothing to compute for them.
  const hastaCalculo = rango.hasta < hoy ? rango.hasta : hoy;
  const meses = mesesHasta(entrada.fecha);
  const semanas = semanasHasta(entrada.fecha);
  const calculo = rango.desde <= hastaCalculo ? { desde: rango.desde, hasta: hastaCalculo } : null;
  const { columnas, calculadoEn } = historico
    ? {
        columnas: columnasDe(
          meses,
          semanas,
          await calcularColumnas(em, a, f, [...meses, ...semanas], entrada.k),
        ),
        calculadoEn: ahora,
      }
    : await leerColumnas(em, meses, semanas, a, f, entrada.k, calculo);
  if (!columnas) return { ...base, calculando: true, calculadoEn, meses: [], semanas: [], promedio: null };

  // A copy: the weeks validated for the branch replace their column here, not in the shared result.
  const columnasSemana = [...columnas.semanas];
  let validadas = false;
  const sucursal = sucursalCompleta(a, f);
  if (sucursal !== undefined) {
    const validados = await validadosDeSucursal(
      em,
      sucursal,
      semanas.map((s) => s.desde),
    );
    for (const [i, s] of columnasSemana.entries()) {
      const validacion = validados.get(s.desde);
      if (!validacion) continue;
      // Whether its rows were frozen is for the rows behind a figure (reportes.filas), not for the report.
      const { filasCongeladas: _filas, ...v } = validacion;
      const actual: CifrasColumna = {
        embudo: s.embudo,
        terminos: s.terminos,
        k: s.k,
        nivelServicio: s.nivelServicio,
        efectividadEnvio: s.efectividadEnvio,
        puntajeGestion: s.puntajeGestion,
      };
      // The frozen terms with the K asked: the frozen level and its difference use the same K as today's.
      const congeladas = cifrasDe(v.cifras.embudo, v.cifras.terminos, entrada.k);
      columnasSemana[i] = {
        ...s,
        ...congeladas,
        validado: { ...v, cifras: congeladas, actual, diferencia: diferenciaDe(actual, congeladas) },
      };
      validadas = true;
    }
  }
  return {
    ...base,
    calculando: false,
    calculadoEn,
    meses: columnas.meses,
    semanas: columnasSemana,
    promedio: validadas ? promedioDe(columnasSemana) : columnas.promedio,
  };
}
