/**
 * Validating the indicator (spec 02 §9, /reporte-operaciones/validar-informe): freezes a branch's week — figures
 * computed from the source tables at that moment, who and when. Later recomputation never touches the frozen row;
 * the report shows it with the difference. Only users with change_E2 or change_encargado choose the date; the
 * others validate the current week.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  fechaEnZonaNegocio,
  K_POR_DEFECTO,
  MENSAJES_REPORTES as M,
  paginar,
  periodoValidacion,
  TAMANO_PAGINA_FILAS,
  type EntradaIndicadoresValidados,
  type EntradaValidarIndicador,
  type FechaIso,
} from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { AppError, errorDeCampos } from '../../errors';
import { Parametros } from '../pedidos/dashboard-sql';
import type { AlcanceInforme } from './alcance';
import { calcularPeriodo } from './calculo-directo';
import type { CifrasColumna } from './cifras';

export interface Validacion {
  id: number;
  sucursalId: number;
  desde: FechaIso;
  hasta: FechaIso;
  validadoPor: string;
  validadoEn: Date;
  cifras: CifrasColumna;
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
}

const SELECT_VALIDACION = `select v.id, v.sucursal_id, s.nombre as sucursal, to_char(v.desde, 'YYYY-MM-DD') as desde, to_char(v.hasta, 'YYYY-MM-DD') as hasta,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as validado_por, v.validado_en, v.cifras
  from indicador_validado v join sucursal s on s.id = v.sucursal_id join usuario u on u.id = v.validado_por_id`;

const aValidacion = (f: FilaValidacion): Validacion => ({
  id: f.id,
  sucursalId: f.sucursal_id,
  desde: f.desde,
  hasta: f.hasta,
  validadoPor: f.validado_por,
  validadoEn: new Date(f.validado_en),
  cifras: f.cifras,
});

export async function validarIndicador(em: EntityManager, usuario: UsuarioSesion, entrada: EntradaValidarIndicador, ahora: Date): Promise<Validacion> {
  if (entrada.fecha !== undefined && !usuario.permisos.some((p) => p === 'change_E2' || p === 'change_encargado')) {
    throw new AppError('FORBIDDEN', M.fechaValidarNoPermitida);
  }
  const hoy = fechaEnZonaNegocio(ahora);
  const periodo = periodoValidacion(entrada.fecha ?? hoy, hoy);
  if (!periodo) throw errorDeCampos({ fecha: M.periodoFuturo });
  const [sucursal] = await em.execute<{ id: number }[]>('select id from sucursal where id = ?', [entrada.sucursalId]);
  if (!sucursal) throw errorDeCampos({ sucursalId: M.sucursalFueraDeAlcance });
  const [previa] = await em.execute<{ id: number }[]>('select id from indicador_validado where sucursal_id = ? and desde = ?', [entrada.sucursalId, periodo.desde]);
  if (previa) throw new AppError('CONFLICT', M.yaValidado);

  // The whole branch within the validator's client scope (the flag read_reportesOperaciones_todos is required).
  const alcance: AlcanceInforme = { todos: true, sucursales: [], clientes: null, alcance: usuario.alcance };
  const cifras = await calcularPeriodo(em, alcance, { sucursalId: entrada.sucursalId }, periodo.desde, periodo.hasta, K_POR_DEFECTO);
  try {
    const [fila] = await em.execute<{ id: number }[]>(
      `insert into indicador_validado (sucursal_id, desde, hasta, cifras, validado_por_id, validado_en) values (?, ?, ?, ?::jsonb, ?, ?) returning id`,
      [entrada.sucursalId, periodo.desde, periodo.hasta, JSON.stringify(cifras), usuario.id, ahora],
    );
    const [creada] = await em.execute<FilaValidacion[]>(`${SELECT_VALIDACION} where v.id = ?`, [fila!.id]);
    return aValidacion(creada!);
  } catch (error) {
    // Two validators at once: the unique index keeps the first.
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', M.yaValidado);
    throw error;
  }
}

/** Validations of a branch whose week starts on one of `desdes`, by start day. */
export async function validadosDeSucursal(em: EntityManager, sucursalId: number, desdes: FechaIso[]): Promise<Map<FechaIso, Validacion>> {
  const filas = await em.execute<FilaValidacion[]>(`${SELECT_VALIDACION} where v.sucursal_id = ? and v.desde = any(?::date[])`, [sucursalId, `{${desdes.join(',')}}`]);
  return new Map(filas.map((f) => [f.desde, aValidacion(f)]));
}

export interface ListaValidados {
  pagina: number;
  paginas: number;
  total: number;
  filas: (Omit<Validacion, 'cifras'> & { sucursal: string; nivelServicio: number | null; puntajeGestion: number | null })[];
}

/** Validated weeks, newest first, 20 per page (optionally of one branch). */
export async function listarValidados(em: EntityManager, entrada: EntradaIndicadoresValidados): Promise<ListaValidados> {
  const q = new Parametros();
  const donde = entrada.sucursalId !== undefined ? ` where v.sucursal_id = ${q.v(entrada.sucursalId)}` : '';
  const [cuenta] = await em.execute<{ n: number }[]>(`select count(*)::int as n from indicador_validado v${donde}`, q.valores);
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
      return { ...v, sucursal: f.sucursal, nivelServicio: cifras.nivelServicio, puntajeGestion: cifras.puntajeGestion };
    }),
  };
}

