import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CategoriaStock,
  Competencia,
  ConfiguracionPedidos,
  ElEmpleoItem,
  TipoCaracteristica,
  TipoCargo,
  Valor,
} from '@talento/db';
import { valoresVigentes } from '../../administracion';

const LIMITE_TYPEAHEAD = 20;

/** The orders configuration row (limits of competencies, values and interview questions); the entity defaults when absent. */
export async function cargarLimites(em: EntityManager) {
  const c = await em.findOne(ConfiguracionPedidos, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const defecto = em.create(ConfiguracionPedidos, {}, { persist: false });
  const fuente = c ?? defecto;
  return {
    maxCompetencias: fuente.maxCompetencias,
    maxSubCompetencias: fuente.maxSubCompetencias,
    minValores: fuente.minValores,
    maxValores: fuente.maxValores,
    minPreguntasEntrevista: fuente.minPreguntasEntrevista,
    maxPreguntasEntrevista: fuente.maxPreguntasEntrevista,
  };
}

/**
 * `perfiles.catalogos`: characteristic types, competencies, active values, position types, active
 * stock categories, job-board lists, minimum wage and transport aid in force `ahora` (a new profile; an existing one
 * carries its own), and the orders-config limits.
 */
export async function catalogosPerfil(em: EntityManager, ahora: Date) {
  const [caracteristicas, competencias, valores, tiposCargo, categorias, elEmpleo, config, limites] =
    await Promise.all([
      em.find(TipoCaracteristica, { activo: true }, { orderBy: { tipo: 'asc', nombre: 'asc' } }),
      em.find(Competencia, { activo: true }, { orderBy: { orden: 'asc', id: 'asc' } }),
      em.find(Valor, { activo: true }, { orderBy: { nombre: 'asc' } }),
      em.find(TipoCargo, { activo: true }, { orderBy: { nombre: 'asc' } }),
      em.find(CategoriaStock, { estado: 1 }, { orderBy: { nombre: 'asc' } }),
      em.find(ElEmpleoItem, { activo: true }, { orderBy: { lista: 'asc', nombre: 'asc' } }),
      valoresVigentes(em, ahora),
      cargarLimites(em),
    ]);
  return {
    caracteristicas: caracteristicas.map((c) => ({ id: c.id, nombre: c.nombre, tipo: c.tipo })),
    competencias: competencias.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      padreId: c.padre?.id ?? null,
      orden: c.orden,
    })),
    valores: valores.map((v) => ({ id: v.id, nombre: v.nombre, defecto: v.defecto })),
    tiposCargo: tiposCargo.map((t) => ({ id: t.id, nombre: t.nombre })),
    categoriasStock: categorias.map((c) => ({ id: c.id, nombre: c.nombre, vigencia: c.vigencia })),
    elEmpleo: elEmpleo.map((e) => ({ lista: e.lista, codigo: e.codigo, nombre: e.nombre })),
    smmlv: config.smmlv,
    auxilioTransporte: config.auxilioTransporte,
    limites,
  };
}

/** `perfiles.cargos`: active positions whose name or code contains the text, accents and case ignored. */
export async function buscarCargos(em: EntityManager, texto: string) {
  const patron = `%${texto.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return em.getConnection().execute<{ id: number; codigo: string; nombre: string }[]>(
    `select id, codigo, nombre from cargo
      where activo and (immutable_unaccent(lower(nombre)) like immutable_unaccent(lower(?)) or codigo ilike ?)
      order by nombre limit ${LIMITE_TYPEAHEAD}`,
    [patron, patron],
  );
}
