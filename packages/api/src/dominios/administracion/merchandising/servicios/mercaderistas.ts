/**
 * Merchandisers of Administración › Merchandising: active staff users of group Mercaderistas who work for a client in
 * the caller's scope, with their active devices and the size of their weekly pattern; a new one is created with the
 * user service of Administración › Usuarios (same checks, audit row and password e-mail), in that group. Their phones
 * are enrolled on /merchandising-dispositivos.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Grupo } from '@talento/db';
import {
  type AlcanceClientes,
  type EntradaCrearMercaderista,
  type FiltroMercaderistasAdmin,
  GRUPO_MERCADERISTAS,
  MENSAJES_MERCHANDISING_ADMIN as M,
} from '@talento/rules';
import type { z } from 'zod';
import { AppError } from '../../../../nucleo/errors';
import { clientesDelAlcance, exigirCliente } from '../../../../nucleo/sql/alcance';
import { MERCADERISTA_VISIBLE } from '../../../merchandising';
import { guardarUsuario } from '../../usuarios/servicios/guardar';
import { type CtxAdmin, exigirClienteActivo, MAXIMO_FILAS } from './comun';

type Filtro = z.output<typeof FiltroMercaderistasAdmin>;

export async function listarMercaderistasAdmin(em: EntityManager, alcance: AlcanceClientes, filtro: Filtro) {
  if (filtro.clienteId !== null) exigirCliente(alcance, filtro.clienteId);
  const clientes = clientesDelAlcance(alcance, filtro.clienteId ?? undefined);
  const texto = filtro.texto === '' ? null : `%${filtro.texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filas = await em.getConnection().execute<
    {
      id: number;
      username: string;
      nombre: string;
      email: string;
      clientes: string[] | null;
      dispositivos: string | number;
      visitas: string | number;
    }[]
  >(
    `select u.id, u.username, trim(u.first_name || ' ' || u.last_name) as nombre, u.email,
            (select array_agg(c.nombre order by c.nombre) from usuario_cliente uc join cliente c on c.id = uc.cliente_id
              where uc.usuario_id = u.id and (?::int[] is null or c.id = any(?::int[]))) as clientes,
            (select count(*) from dispositivo d where d.usuario_id = u.id and d.activo and d.revocado_at is null) as dispositivos,
            (select count(*) from patron_ruta_visita pv where pv.patron_id = u.id) as visitas
       from usuario u
      where u.activo and ${MERCADERISTA_VISIBLE}
        and (?::text is null or immutable_unaccent(lower(u.username || ' ' || u.first_name || ' ' || u.last_name)) like immutable_unaccent(lower(?)))
      order by nombre, u.id
      limit ${MAXIMO_FILAS}`,
    [clientes, clientes, GRUPO_MERCADERISTAS, clientes, clientes, texto, texto],
  );
  return filas.map((f) => ({
    id: f.id,
    username: f.username,
    nombre: f.nombre || f.username,
    email: f.email,
    clientes: f.clientes ?? [],
    dispositivosActivos: Number(f.dispositivos),
    visitasSemana: Number(f.visitas),
  }));
}

/** A new merchandiser: the clients must be in the caller's scope and active; the rest is `guardarUsuario`'s. */
export async function crearMercaderista(
  ctx: CtxAdmin,
  e: z.output<typeof EntradaCrearMercaderista>,
): Promise<{ id: number; mensaje: string }> {
  for (const clienteId of new Set(e.clientes))
    await exigirClienteActivo(ctx.em, ctx.sesion.usuario.alcance, clienteId, 'clientes');
  const grupo = await ctx.em.findOne(Grupo, { nombre: GRUPO_MERCADERISTAS });
  if (!grupo) throw new AppError('PRECONDITION_FAILED', M.grupoMercaderistasFalta);
  return guardarUsuario(ctx, {
    tipo: 'staff',
    username: e.username,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email,
    sucursalId: e.sucursalId,
    grupos: [grupo.id],
    clientes: [...new Set(e.clientes)],
  });
}
