/** Test data for the profile integration tests (reads the cloned demo database). */
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CategoriaStock,
  Cargo,
  Cliente,
  Competencia,
  GrupoPreguntasFiltro,
  Perfil,
  TipoCargo,
  Valor,
} from '@talento/db';
import { formularioPerfilValido, type CamposPerfilEntrada } from '@talento/rules';

/** In the scope of psicologa and ejecutivo. */
export const SABANA = '900123456';
/** In the ejecutivo's scope, not the psychologist's. */
export const FUERA_PSICOLOGA = '860012345';

export interface Referencias {
  cliente: Cliente;
  clienteFuera: Cliente;
  cargo: Cargo;
  tipoCargo: TipoCargo;
  categoria: CategoriaStock;
  valores: Valor[];
  /** A parent competency with its sub-competencies. */
  padres: { padre: Competencia; hijas: Competencia[] }[];
  fac: GrupoPreguntasFiltro;
  /** An active group of a profile of `clienteFuera` (outside the psychologist's clients). */
  facFuera: GrupoPreguntasFiltro;
  aprobado: Perfil;
  cancelado: Perfil;
}

export async function referencias(orm: MikroORM): Promise<Referencias> {
  const em = orm.em.fork();
  const cliente = await em.findOneOrFail(Cliente, { numeroDocumento: SABANA });
  const clienteFuera = await em.findOneOrFail(Cliente, { numeroDocumento: FUERA_PSICOLOGA });
  const padres = await em.find(Competencia, { padre: null }, { orderBy: { orden: 'asc' } });
  const hijas = await em.find(
    Competencia,
    { padre: { $ne: null } },
    { orderBy: { orden: 'asc', id: 'asc' } },
  );
  return {
    cliente,
    clienteFuera,
    cargo: await em.findOneOrFail(Cargo, { activo: true }, { orderBy: { id: 'asc' } }),
    tipoCargo: await em.findOneOrFail(TipoCargo, { nombre: 'Administrativo' }),
    categoria: await em.findOneOrFail(CategoriaStock, { estado: 1 }, { orderBy: { id: 'asc' } }),
    valores: await em.find(Valor, { defecto: true }, { orderBy: { id: 'asc' } }),
    padres: padres.map((padre) => ({ padre, hijas: hijas.filter((h) => h.padre?.id === padre.id) })),
    fac: await em.findOneOrFail(GrupoPreguntasFiltro, { tipo: 1, activo: true }, { orderBy: { id: 'asc' } }),
    facFuera: await em.findOneOrFail(
      GrupoPreguntasFiltro,
      { tipo: 2, activo: true, perfil: { cliente: clienteFuera } },
      { orderBy: { id: 'asc' } },
    ),
    aprobado: await em.findOneOrFail(Perfil, { cliente, estadoPerfil: 2 }, { orderBy: { id: 'asc' } }),
    cancelado: await em.findOneOrFail(Perfil, { estadoPerfil: 3 }, { orderBy: { id: 'asc' } }),
  };
}

/** A valid create input for the references (no test type, no competencies). */
export function formulario(
  r: Referencias,
  cambios: Partial<CamposPerfilEntrada> & { clienteId?: number; duplicadoDe?: number } = {},
) {
  return {
    ...formularioPerfilValido({
      cargoId: r.cargo.id,
      tipoCargoId: r.tipoCargo.id,
      categoriaStockId: r.categoria.id,
      valores: r.valores.map((v) => v.id),
    }),
    clienteId: r.cliente.id,
    ...cambios,
  };
}

/** Administrative test type with one parent competency and two of its sub-competencies. */
export function conCompetencias(r: Referencias): Partial<CamposPerfilEntrada> {
  const [primera] = r.padres;
  if (!primera) throw new Error('sin competencias sembradas');
  return { tipo: 1, competencias: [primera.padre.id, ...primera.hijas.slice(0, 2).map((h) => h.id)] };
}
