import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CandidatoCategoria,
  CandidatoPerfilStock,
  Candidato,
  CategoriaStock,
  Ciudad,
  PerfilStock,
} from '@talento/db';
import type { FechaIso } from '@talento/rules';

export interface OpcionesEnPool {
  perfilStockId: number;
  candidatoId: number;
  vigenciaStock: FechaIso | null;
  vigenciaStock2?: FechaIso | null;
  vigenciaExpiracion?: FechaIso | null;
  inicioVigenciaStock?: FechaIso | null;
  /** Meets the profile's standard (the way a candidate enters through a stock order). */
  standard?: boolean;
}

/**
 * A person placed in a stock profile's pool (estado 1) with the given validity (the row's `vigencia` in days is the
 * profile's); their disponibilidad_stock becomes 2. Every pool shortcut of the tests goes through here.
 */
export async function ponerEnPool(orm: MikroORM, o: OpcionesEnPool): Promise<number> {
  const em = orm.em.fork();
  const candidato = await em.findOneOrFail(Candidato, o.candidatoId);
  const perfilStock = await em.findOne(PerfilStock, o.perfilStockId);
  if (!perfilStock) throw new Error(`Fábrica: no existe el perfil de stock ${o.perfilStockId}`);
  candidato.disponibilidadStock = 2;
  const fila = em.create(CandidatoPerfilStock, {
    perfilStock,
    candidato,
    estado: 1,
    vigencia: perfilStock.vigencia,
    standard: o.standard ?? false,
    inicioVigenciaStock: o.inicioVigenciaStock ?? null,
    vigenciaStock: o.vigenciaStock,
    vigenciaStock2: o.vigenciaStock2 ?? null,
    vigenciaExpiracion: o.vigenciaExpiracion ?? null,
  });
  await em.flush();
  return fila.id;
}

export interface OpcionesEnCategoria {
  candidatoId: number;
  vigenciaCategoria: FechaIso | null;
  vigenciaCategoria2?: FechaIso | null;
}

/** A person placed in the first active stock category (estado 1); their disponibilidad_stock becomes 3. */
export async function ponerEnCategoria(orm: MikroORM, o: OpcionesEnCategoria): Promise<number> {
  const em = orm.em.fork();
  const candidato = await em.findOneOrFail(Candidato, o.candidatoId);
  const categoria = await em.findOneOrFail(CategoriaStock, { estado: 1 }, { orderBy: { id: 'asc' } });
  const ciudad = await em.findOneOrFail(Ciudad, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  candidato.disponibilidadStock = 3;
  const fila = em.create(CandidatoCategoria, {
    candidato,
    ciudad,
    categoria,
    estado: 1,
    vigencia: categoria.vigencia,
    vigenciaCategoria: o.vigenciaCategoria,
    vigenciaCategoria2: o.vigenciaCategoria2 ?? null,
  });
  await em.flush();
  return fila.id;
}
