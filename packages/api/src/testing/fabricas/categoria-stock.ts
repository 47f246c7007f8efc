import type { MikroORM } from '@mikro-orm/postgresql';
import type { Caller } from '../index';
import { unico } from './unico';

export interface OpcionesCategoriaStock {
  nombre?: string;
  /** Days a person stays in the category. Default 30. */
  vigencia?: number;
  /** 1 Activo (default), 0 Inactivo. */
  estado?: 0 | 1;
}

export interface CategoriaStockCreada {
  id: number;
  nombre: string;
  vigencia: number;
}

/** A new stock category, created through `categoriasStock.crear` as the caller (its own rules apply). */
export async function crearCategoriaStock(
  caller: Caller,
  opciones: OpcionesCategoriaStock = {},
): Promise<CategoriaStockCreada> {
  const nombre = opciones.nombre ?? `Categoría ${unico()}`;
  const vigencia = opciones.vigencia ?? 30;
  const { id } = await caller.categoriasStock.crear({ nombre, vigencia, estado: opciones.estado ?? 1 });
  return { id, nombre, vigencia };
}

/**
 * A digital-test rating of the person outside any order (what the testing platform reports for the agency's own
 * evaluations): global score 80 and one score per test given. A category needs the person to have one.
 */
export async function darPruebasDigitales(
  orm: MikroORM,
  candidatoId: number,
  codigos: readonly string[] = ['DETAC', 'COMPETENCIAS'],
): Promise<void> {
  const conexion = orm.em.fork().getConnection();
  const [cal] = await conexion.execute<{ id: number }[]>(
    'insert into calificacion_prueba_digital (candidato_id, puntaje_global_reportado, descartado, fecha) values (?, 80, false, now()) returning id',
    [candidatoId],
  );
  for (const [i, codigo] of codigos.entries()) {
    await conexion.execute(
      'insert into resultado_prueba_digital (calificacion_id, codigo, puntaje, descartado) values (?, ?, ?, false)',
      [cal!.id, codigo, 70 + i * 5],
    );
  }
}
