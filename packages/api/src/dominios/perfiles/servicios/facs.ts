import type { EntityManager } from '@mikro-orm/postgresql';
import { GrupoPreguntasFiltro } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { filtroAlcanceGrupo } from '../../fac';
import { cargarPerfil } from './cargar';

const LIMITE = 20;

/**
 * `perfiles.facsSugeridos`: groups to choose as the profile's FAC. First the groups tied to the profile
 * (its `facs` and active groups whose perfil is this one), then, when a text is given, active groups
 * whose name contains it. Each with its question count. Both reads keep to the groups the user may see
 * (`filtroAlcanceGrupo`: base groups and groups of clients in scope), inside the query.
 */
export async function facsSugeridos(
  em: EntityManager,
  alcance: AlcanceClientes,
  perfilId: number,
  texto: string | undefined,
) {
  const perfil = await cargarPerfil(em, alcance, perfilId, ['facs']);
  const propios = new Set(perfil.facs.getItems().map((g) => g.id));
  if (perfil.fac) propios.add(perfil.fac.id);
  const delPerfil = await em.find(
    GrupoPreguntasFiltro,
    {
      $and: [
        { $or: [{ id: { $in: [...propios] } }, { perfil: perfil.id, activo: true }] },
        filtroAlcanceGrupo(alcance),
      ],
    },
    { orderBy: { id: 'desc' }, populate: ['preguntas'] },
  );
  const ids = new Set(delPerfil.map((g) => g.id));
  let buscados: GrupoPreguntasFiltro[] = [];
  if (texto && texto.trim().length > 0) {
    const patron = `%${texto.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    buscados = (
      await em.find(
        GrupoPreguntasFiltro,
        { $and: [{ activo: true, nombre: { $ilike: patron } }, filtroAlcanceGrupo(alcance)] },
        { orderBy: { tipo: 'asc', nombre: 'asc' }, limit: LIMITE, populate: ['preguntas'] },
      )
    ).filter((g) => !ids.has(g.id));
  }
  return [
    ...delPerfil.map((g) => ({ g, delPerfil: true })),
    ...buscados.map((g) => ({ g, delPerfil: false })),
  ].map(({ g, delPerfil: propio }) => ({
    id: g.id,
    nombre: g.nombre,
    tipo: g.tipo,
    delPerfil: propio,
    preguntas: g.preguntas.length,
  }));
}
