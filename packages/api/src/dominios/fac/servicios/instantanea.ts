import type { GrupoPreguntasFiltro } from '@talento/db';
import type { GrupoInstantanea } from '@talento/rules';

/** What a loaded group is (tags, questions, options with their ids) for the trace diff. */
export function instantaneaGrupo(g: GrupoPreguntasFiltro): GrupoInstantanea {
  return {
    id: g.id,
    nombre: g.nombre,
    tags: g.tags
      .getItems()
      .map((t) => ({ id: t.id, nombre: t.nombre }))
      .sort((a, b) => a.id - b.id),
    preguntas: g.preguntas
      .getItems()
      .slice()
      .sort((a, b) => a.orden - b.orden || a.id - b.id)
      .map((p) => ({
        id: p.id,
        titulo: p.titulo,
        tipo: p.tipo,
        clase: p.clase,
        usar: p.usar,
        opciones: p.opciones
          .getItems()
          .slice()
          .sort((a, b) => a.orden - b.orden || a.id - b.id)
          .map((o) => ({ id: o.id, opcion: o.opcion, calificacion: o.calificacion })),
      })),
  };
}
