import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogoItem, Competencia, Valor, type Pedido } from '@talento/db';
import { CategoriaCatalogo, type ContextoPruebas, type PruebasDefinidas } from '@talento/rules';
import { cargarLimites } from '../../../perfiles';

/** The tests an order already has, from its flags. */
export function pruebasDefinidas(p: Pedido): PruebasDefinidas {
  return {
    FAC: p.pruebaFac,
    DETAC: p.pruebaDetac,
    COMPETENCIAS: p.pruebaComp,
    IDISC: p.pruebaIdisc,
    VALORES: p.pruebaValores,
    ENTREVISTA: p.pruebaEntrevistas,
  };
}

/** Catalogues of the tests modal: DETAC list, competencies, values, answer times and default questions (active only). */
export async function catalogosPruebas(em: EntityManager) {
  const [items, competencias, valores, limites] = await Promise.all([
    em.find(
      CatalogoItem,
      {
        categoria: {
          $in: [
            CategoriaCatalogo.DETAC,
            CategoriaCatalogo.TIEMPO_PREGUNTA,
            CategoriaCatalogo.PREGUNTA_ENTREVISTA,
          ],
        },
        activo: true,
      },
      { orderBy: { categoria: 'asc', orden: 'asc', id: 'asc' } },
    ),
    em.find(Competencia, { activo: true }, { orderBy: { orden: 'asc', id: 'asc' } }),
    em.find(Valor, { activo: true }, { orderBy: { nombre: 'asc' } }),
    cargarLimites(em),
  ]);
  const de = (categoria: string) => items.filter((i) => i.categoria === categoria);
  return {
    detac: de(CategoriaCatalogo.DETAC).map((i) => ({ codigo: i.codigo, nombre: i.nombre })),
    tiempos: de(CategoriaCatalogo.TIEMPO_PREGUNTA)
      .filter((i) => i.valor !== null && Number.isInteger(Number(i.valor)))
      .map((i) => ({ minutos: Number(i.valor), nombre: i.nombre })),
    preguntasDefecto: de(CategoriaCatalogo.PREGUNTA_ENTREVISTA).map((i) => i.nombre),
    competencias: competencias.map((c) => ({ id: c.id, nombre: c.nombre, padreId: c.padre?.id ?? null })),
    valores: valores.map((v) => ({ id: v.id, nombre: v.nombre, defecto: v.defecto })),
    limites,
  };
}
export type CatalogosPruebas = Awaited<ReturnType<typeof catalogosPruebas>>;

/** What `problemasDefinicionPruebas` needs about this order and the catalogues. */
export function contextoPruebas(pedido: Pedido, c: CatalogosPruebas): ContextoPruebas {
  return {
    limites: c.limites,
    definidas: pruebasDefinidas(pedido),
    tieneFac: pedido.fac !== null && pedido.fac !== undefined,
    padreDeCompetencia: new Map(c.competencias.map((x) => [x.id, x.padreId])),
    valores: new Set(c.valores.map((v) => v.id)),
    detac: new Set(c.detac.map((d) => d.codigo)),
    tiempos: new Set(c.tiempos.map((t) => t.minutos)),
  };
}
