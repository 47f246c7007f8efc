/**
 * Who sees which figures of the operations report (spec 03 §6): `read_reportesOperaciones_todos` every branch;
 * otherwise the union of the user's branch (`_gerente_operaciones`) and the user's clients (`_clientes`). Always
 * within the user's client scope, like every staff listing. Applied inside each query (sqlAlcanceInforme).
 * Filters: branch for Jefes_de_Operaciones / Ejecutivos_Lider (and administrators), psychologist for those plus
 * Gerente_Sucursal; anyone else asking for them is refused.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  GRUPO_ADMINISTRADORES,
  GRUPO_EJECUTIVOS_LIDER,
  GRUPO_GERENTE_SUCURSAL,
  GRUPO_JEFES_OPERACIONES,
  MENSAJES_REPORTES as M,
  incluyeCliente,
  type AlcanceClientes,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { sqlAlcance, sqlEnAlcance, veTodosLosClientes } from '../../../nucleo/sql/alcance';
import { type Parametros } from '../../../nucleo/sql/parametros';

export const PERMISOS_INFORME = [
  'read_reportesOperaciones_todos',
  'read_reportesOperaciones_gerente_operaciones',
  'read_reportesOperaciones_clientes',
] as const;

export interface AlcanceInforme {
  todos: boolean;
  /** The user's branches (`_gerente_operaciones`). */
  sucursales: number[];
  /** The user's clients (`_clientes`); null without that flag. */
  clientes: AlcanceClientes | null;
  alcance: AlcanceClientes;
}

/**
 * A branch's whole figures (a validated week freezes them for every viewer) are made and read only by a user who
 * sees every client: "Buscar", "Validar", the list of validated weeks and the frozen figures inside the report.
 */
export function veCifrasDeSucursal(alcance: AlcanceClientes): boolean {
  return veTodosLosClientes(alcance);
}

export interface FiltrosInforme {
  sucursalId?: number | undefined;
  psicologoId?: number | undefined;
  clienteId?: number | undefined;
}

/**
 * The branch whose whole figures the report shows, if any: a validated week applies only then (its frozen figures
 * in the report, its frozen rows behind them). The branch filter, or the branch manager's only branch; no client or
 * psychologist filter; and a user who sees every client.
 */
export function sucursalCompleta(a: AlcanceInforme, f: FiltrosInforme): number | undefined {
  if (f.clienteId !== undefined || f.psicologoId !== undefined || !veCifrasDeSucursal(a.alcance))
    return undefined;
  if (a.todos) return f.sucursalId;
  const propia = f.sucursalId ?? (a.sucursales.length === 1 ? a.sucursales[0] : undefined);
  return propia !== undefined && a.sucursales.includes(propia) && !a.clientes ? propia : undefined;
}

const GRUPOS_FILTRO_SUCURSAL = [GRUPO_JEFES_OPERACIONES, GRUPO_EJECUTIVOS_LIDER, GRUPO_ADMINISTRADORES];
const GRUPOS_FILTRO_PSICOLOGO = [...GRUPOS_FILTRO_SUCURSAL, GRUPO_GERENTE_SUCURSAL];

export function puedeFiltrarSucursal(usuario: UsuarioSesion): boolean {
  return usuario.grupos.some((g) => GRUPOS_FILTRO_SUCURSAL.includes(g));
}

export function puedeFiltrarPsicologo(usuario: UsuarioSesion): boolean {
  return usuario.grupos.some((g) => GRUPOS_FILTRO_PSICOLOGO.includes(g));
}

/** Refuses (FORBIDDEN, Spanish message) a branch or psychologist filter the user's groups do not show. */
export function exigirFiltrosPermitidos(usuario: UsuarioSesion, f: FiltrosInforme): void {
  if (f.sucursalId !== undefined && !puedeFiltrarSucursal(usuario))
    throw new AppError('FORBIDDEN', M.filtroSucursalNoPermitido);
  if (f.psicologoId !== undefined && !puedeFiltrarPsicologo(usuario))
    throw new AppError('FORBIDDEN', M.filtroPsicologoNoPermitido);
}

/**
 * Client portal: a company filter must be one of the user's own companies. Refused with a message rather than
 * answered with zeros, so a guessed id tells nothing about another company (the scope in the query stays as well).
 */
export function exigirClientePropio(usuario: UsuarioSesion, clienteId: number | undefined): void {
  if (clienteId === undefined || incluyeCliente(usuario.alcance, clienteId)) return;
  throw new AppError('FORBIDDEN', M.clienteFueraDeAlcance);
}

export async function alcanceInforme(em: EntityManager, usuario: UsuarioSesion): Promise<AlcanceInforme> {
  const tiene = (p: string) => usuario.permisos.includes(p);
  if (tiene('read_reportesOperaciones_todos'))
    return { todos: true, sucursales: [], clientes: null, alcance: usuario.alcance };
  let sucursales: number[] = [];
  if (tiene('read_reportesOperaciones_gerente_operaciones')) {
    const [fila] = await em.execute<{ sucursal_id: number | null }[]>(
      'select sucursal_id from usuario where id = ?',
      [usuario.id],
    );
    sucursales = fila?.sucursal_id ? [fila.sucursal_id] : [];
  }
  const clientes = tiene('read_reportesOperaciones_clientes') ? usuario.alcance : null;
  return { todos: false, sucursales, clientes, alcance: usuario.alcance };
}

const lista = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`;

/** SQL conditions (starting with " and ") of the scope and the filters on the given columns. */
export function sqlAlcanceInforme(
  q: Parametros,
  a: AlcanceInforme,
  f: FiltrosInforme,
  col: { sucursal: string; cliente: string; psicologo: string },
): string {
  let sql = '';
  if (!a.todos) {
    const partes: string[] = [];
    if (a.sucursales.length) partes.push(`${col.sucursal} = any(${q.v(lista(a.sucursales))}::int[])`);
    if (a.clientes) partes.push(sqlEnAlcance(q, a.clientes, col.cliente));
    sql += partes.length ? ` and (${partes.join(' or ')})` : ' and false';
  }
  sql += sqlAlcance(q, a.alcance, col.cliente);
  if (f.sucursalId !== undefined) sql += ` and ${col.sucursal} = ${q.v(f.sucursalId)}`;
  if (f.clienteId !== undefined) sql += ` and ${col.cliente} = ${q.v(f.clienteId)}`;
  if (f.psicologoId !== undefined) sql += ` and ${col.psicologo} = ${q.v(f.psicologoId)}`;
  return sql;
}

/** Columns of the order (alias p) and of the indicators table (alias i). */
export const COLUMNAS_PEDIDO = {
  sucursal: 'p.sucursal_id',
  cliente: 'p.cliente_id',
  psicologo: 'p.encargado_pedido_id',
};
export const COLUMNAS_INDICADOR = {
  sucursal: 'i.sucursal_id',
  cliente: 'i.cliente_id',
  psicologo: 'i.psicologo_id',
};
