/**
 * Validating the indicator (spec 02 §9, /reporte-operaciones/validar-informe): "Buscar" shows a branch's week as it
 * would be frozen; "Validar" freezes it — figures computed from the source tables at that moment and the rows behind
 * each (congelar-filas.ts), who and when — and recomputes the indicators table for those days in the same
 * transaction, so the report read right after shows no difference. Later recomputation never touches the frozen
 * row nor its rows; the report shows it with the difference. Only closed weeks are validated (a week frozen on its
 * Tuesday would keep two days for good). Only users with change_E2 or change_encargado choose the date; the others
 * validate the last closed week. The frozen figures are the whole branch's and every viewer of the
 * branch sees them, so the validator must see every client.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  fechaEnZonaNegocio,
  formatoFecha,
  K_POR_DEFECTO,
  MENSAJES_REPORTES as M,
  paginar,
  periodoValidacion,
  semanaValidableDe,
  TAMANO_PAGINA_FILAS,
  type EntradaIndicadoresValidados,
  type EntradaValidarIndicador,
  type FechaIso,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError, errorDeCampos } from '../../../nucleo/errors';
import { Parametros } from '../../../nucleo/sql/parametros';
import { veCifrasDeSucursal } from './alcance';
import { calcularDia } from './calcular-dia';
import { calcularPeriodo } from './calculo-directo';
import type { CifrasColumna } from './cifras';
import { congelarPeriodo, TODA_LA_SUCURSAL } from './congelar-filas';
import { diasEntre } from './pendientes';

export interface Validacion {
  id: number;
  sucursalId: number;
  desde: FechaIso;
  hasta: FechaIso;
  validadoPor: string;
  validadoEn: Date;
  cifras: CifrasColumna;
  /** The rows behind its figures were frozen too (validations made before that have none: their lists are today's). */
  filasCongeladas: boolean;
}

interface FilaValidacion {
  id: number;
  sucursal_id: number;
  sucursal: string;
  desde: FechaIso;
  hasta: FechaIso;
  validado_por: string;
  validado_en: Date;
  cifras: CifrasColumna;
  filas_congeladas: boolean;
}

const SELECT_VALIDACION = `select v.id, v.sucursal_id, s.nombre as sucursal, to_char(v.desde, 'YYYY-MM-DD') as desde, to_char(v.hasta, 'YYYY-MM-DD') as hasta,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as validado_por, v.validado_en, v.cifras, v.filas_congeladas
  from indicador_validado v join sucursal s on s.id = v.sucursal_id join usuario u on u.id = v.validado_por_id`;

const aValidacion = (f: FilaValidacion): Validacion => ({
  id: f.id,
  sucursalId: f.sucursal_id,
  desde: f.desde,
  hasta: f.hasta,
  validadoPor: f.validado_por,
  validadoEn: new Date(f.validado_en),
  cifras: f.cifras,
  filasCongeladas: f.filas_congeladas,
});

/** The period a user may validate for the branch (the same checks for "Buscar" and "Validar"). */
async function periodoPermitido(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaValidarIndicador,
  ahora: Date,
): Promise<{ desde: FechaIso; hasta: FechaIso }> {
  if (
    entrada.fecha !== undefined &&
    !usuario.permisos.some((p) => p === 'change_E2' || p === 'change_encargado')
  ) {
    throw new AppError('FORBIDDEN', M.fechaValidarNoPermitida);
  }
  if (!veCifrasDeSucursal(usuario.alcance)) throw new AppError('FORBIDDEN', M.validarSinTodosLosClientes);
  const hoy = fechaEnZonaNegocio(ahora);
  const periodo = periodoValidacion(entrada.fecha ?? semanaValidableDe(hoy), hoy);
  if (periodo.estado === 'futura') throw errorDeCampos({ fecha: M.periodoFuturo });
  if (periodo.estado === 'abierta')
    throw errorDeCampos({ fecha: M.semanaAbierta(formatoFecha(periodo.hasta)) });
  const [sucursal] = await em.execute<{ id: number }[]>('select id from sucursal where id = ?', [
    entrada.sucursalId,
  ]);
  if (!sucursal) throw errorDeCampos({ sucursalId: M.sucursalFueraDeAlcance });
  return { desde: periodo.desde, hasta: periodo.hasta };
}

export interface PeriodoAValidar {
  sucursalId: number;
  desde: FechaIso;
  hasta: FechaIso;
  /** What "Validar" would freeze now (from the source tables, K by default). */
  cifras: CifrasColumna;
  /** Already validated: who, when and the frozen figures. */
  validado: Validacion | null;
}

/** "Buscar": the period's figures for the branch as they would be frozen now, and its validation if any. */
export async function buscarPeriodo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaValidarIndicador,
  ahora: Date,
): Promise<PeriodoAValidar> {
  const periodo = await periodoPermitido(em, usuario, entrada, ahora);
  const validado =
    (await validadosDeSucursal(em, entrada.sucursalId, [periodo.desde])).get(periodo.desde) ?? null;
  const cifras = await calcularPeriodo(
    em,
    TODA_LA_SUCURSAL,
    { sucursalId: entrada.sucursalId },
    periodo.desde,
    periodo.hasta,
    K_POR_DEFECTO,
  );
  return { sucursalId: entrada.sucursalId, ...periodo, cifras, validado };
}

export async function validarIndicador(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaValidarIndicador,
  ahora: Date,
): Promise<Validacion> {
  const periodo = await periodoPermitido(em, usuario, entrada, ahora);
  const [previa] = await em.execute<{ id: number }[]>(
    'select id from indicador_validado where sucursal_id = ? and desde = ?',
    [entrada.sucursalId, periodo.desde],
  );
  if (previa) throw new AppError('CONFLICT', M.yaValidado);

  try {
    return await em.transactional(async (tx) => {
      // The row first (its id is what the frozen rows point to; the unique index stops a second validator here),
      // then the figures and the rows behind them from one statement, then the figures into the row.
      const [fila] = await tx.execute<{ id: number }[]>(
        `insert into indicador_validado (sucursal_id, desde, hasta, cifras, validado_por_id, validado_en, filas_congeladas)
         values (?, ?, ?, '{}'::jsonb, ?, ?, true) returning id`,
        [entrada.sucursalId, periodo.desde, periodo.hasta, usuario.id, ahora],
      );
      const cifras = await congelarPeriodo(tx, fila!.id, entrada.sucursalId, periodo);
      await tx.execute(
        'update indicador_validado set cifras = ?::jsonb where id = ?',
        [JSON.stringify(cifras), fila!.id],
        'run',
      );
      // The report reads the indicators table (today's rows are refreshed every 10 minutes): the same days again
      // from the same source now, so the report read right after validating shows no difference.
      for (const dia of diasEntre(periodo.desde, periodo.hasta)) await calcularDia(tx, dia, ahora);
      const [creada] = await tx.execute<FilaValidacion[]>(`${SELECT_VALIDACION} where v.id = ?`, [fila!.id]);
      return aValidacion(creada!);
    });
  } catch (error) {
    // Two validators at once: the unique index keeps the first.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', M.yaValidado);
    throw error;
  }
}

/** Validations of a branch whose week starts on one of `desdes`, by start day. */
export async function validadosDeSucursal(
  em: EntityManager,
  sucursalId: number,
  desdes: FechaIso[],
): Promise<Map<FechaIso, Validacion>> {
  const filas = await em.execute<FilaValidacion[]>(
    `${SELECT_VALIDACION} where v.sucursal_id = ? and v.desde = any(?::date[])`,
    [sucursalId, `{${desdes.join(',')}}`],
  );
  return new Map(filas.map((f) => [f.desde, aValidacion(f)]));
}

export interface ListaValidados {
  pagina: number;
  paginas: number;
  total: number;
  filas: (Omit<Validacion, 'cifras'> & {
    sucursal: string;
    nivelServicio: number | null;
    puntajeGestion: number | null;
  })[];
}

/** Validated weeks, newest first, 20 per page (optionally of one branch); their figures only to who sees every client. */
export async function listarValidados(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: EntradaIndicadoresValidados,
): Promise<ListaValidados> {
  const conCifras = veCifrasDeSucursal(usuario.alcance);
  const q = new Parametros();
  const donde = entrada.sucursalId !== undefined ? ` where v.sucursal_id = ${q.v(entrada.sucursalId)}` : '';
  const [cuenta] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from indicador_validado v${donde}`,
    q.valores,
  );
  const p = paginar(cuenta?.n ?? 0, entrada.pagina, TAMANO_PAGINA_FILAS);
  const filas = await em.execute<FilaValidacion[]>(
    `${SELECT_VALIDACION}${donde} order by v.desde desc, s.nombre, v.id limit ${p.tamano} offset ${p.desplazamiento}`,
    q.valores,
  );
  return {
    pagina: p.pagina,
    paginas: p.paginas,
    total: p.total,
    filas: filas.map((f) => {
      const { cifras, ...v } = aValidacion(f);
      return {
        ...v,
        sucursal: f.sucursal,
        nivelServicio: conCifras ? cifras.nivelServicio : null,
        puntajeGestion: conCifras ? cifras.puntajeGestion : null,
      };
    }),
  };
}
