import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoCategoria, CategoriaStock } from '@talento/db';
import {
  ESTADO_CATEGORIA_STOCK,
  MENSAJES_CATEGORIAS_STOCK as M,
  type CamposCategoriaStock,
} from '@talento/rules';
import type { z } from 'zod';
import { AppError } from '../../../nucleo/errors';

type Campos = z.output<typeof CamposCategoriaStock>;

const noEncontrada = () => new AppError('NOT_FOUND', M.noEncontrada);

/** /stock/categoria-list (and the screens' pickers with estado 1): every category, by name, with its active people. */
export async function listarCategorias(em: EntityManager, estado?: number) {
  const categorias = await em.find(CategoriaStock, estado === undefined ? {} : { estado }, {
    orderBy: { nombre: 'asc', id: 'asc' },
  });
  const conteos = categorias.length
    ? await em
        .getConnection()
        .execute<{ categoria: number; n: string }[]>(
          'select categoria_id as categoria, count(*) as n from candidato_categoria where estado = 1 group by categoria_id',
        )
    : [];
  const activos = new Map(conteos.map((c) => [Number(c.categoria), Number(c.n)]));
  return categorias.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    vigencia: c.vigencia,
    estado: c.estado,
    estadoEtiqueta: ESTADO_CATEGORIA_STOCK.etiqueta(c.estado),
    candidatosActivos: activos.get(c.id) ?? 0,
    actualizada: c.updatedAt,
  }));
}

/** A repeated name (the unique column) reads as a Spanish refusal under the field, never a 500. */
async function guardando<T>(trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('BAD_REQUEST', M.nombreRepetido);
    throw error;
  }
}

export function crearCategoria(em: EntityManager, campos: Campos) {
  return guardando(() =>
    em.transactional(async (tx) => {
      const categoria = tx.create(CategoriaStock, {
        nombre: campos.nombre,
        vigencia: campos.vigencia,
        estado: campos.estado,
      });
      await tx.flush();
      return { id: categoria.id, mensaje: M.creada };
    }),
  );
}

/** Editing the validity applies to people placed from now on; those already placed keep the days they got. */
export function editarCategoria(em: EntityManager, id: number, campos: Campos) {
  return guardando(() =>
    em.transactional(async (tx) => {
      const categoria = await tx.findOne(CategoriaStock, id);
      if (!categoria) throw noEncontrada();
      tx.assign(categoria, { nombre: campos.nombre, vigencia: campos.vigencia, estado: campos.estado });
      await tx.flush();
      return { id: categoria.id, mensaje: M.actualizada };
    }),
  );
}

/**
 * Deletes a category that holds nobody (active or not: the removed rows are the people's history). A category
 * with active people is refused with how many; one with only history is refused too, and the user is told to
 * mark it inactive instead, so no history is lost.
 */
export function eliminarCategoria(em: EntityManager, id: number) {
  return em.transactional(async (tx) => {
    const categoria = await tx.findOne(CategoriaStock, id);
    if (!categoria) throw noEncontrada();
    const activos = await tx.count(CandidatoCategoria, { categoria: id, estado: 1 });
    if (activos > 0) throw new AppError('BAD_REQUEST', M.conCandidatos(activos));
    if (await tx.count(CandidatoCategoria, { categoria: id }))
      throw new AppError('BAD_REQUEST', M.conHistorial);
    tx.remove(categoria);
    await tx.flush();
    return { id, mensaje: M.eliminada };
  });
}
