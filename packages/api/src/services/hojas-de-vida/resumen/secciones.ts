import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ArchivoHojaDeVida,
  Diplomado,
  EducacionEnCurso,
  EducacionSuperior,
  Experiencia,
  Habilidad,
  Hijo,
  Idioma,
  OtroEstudio,
  PersonaACargo,
  Postgrado,
  ReferenciaPersonal,
} from '@talento/db';

/** Safety cap per child list (a CV carries a handful of rows per section). */
const MAXIMO = 200;

/** Every child list of a CV (spec 03 §3), loaded in parallel, in a stable order. */
export async function cargarSecciones(em: EntityManager, hojaDeVidaId: number) {
  const de = { hojaDeVida: hojaDeVidaId };
  const porId = { orderBy: { id: 'asc' as const }, limit: MAXIMO };
  const [experiencias, superior, postgrados, diplomados, otrosEstudios, enCurso, idiomas, habilidades, hijos, personasACargo, referencias, archivos] =
    await Promise.all([
      em.find(Experiencia, de, porId),
      em.find(EducacionSuperior, de, { orderBy: { fechaFin: 'desc', id: 'desc' }, limit: MAXIMO }),
      em.find(Postgrado, de, { orderBy: { tipo: 'asc', id: 'asc' }, limit: MAXIMO }),
      em.find(Diplomado, de, porId),
      em.find(OtroEstudio, de, porId),
      em.find(EducacionEnCurso, de, porId),
      em.find(Idioma, de, { orderBy: { idioma: 'asc' }, limit: MAXIMO }),
      em.find(Habilidad, de, porId),
      em.find(Hijo, de, { orderBy: { fechaNacimiento: 'asc', id: 'asc' }, limit: MAXIMO }),
      em.find(PersonaACargo, de, porId),
      em.find(ReferenciaPersonal, de, porId),
      em.find(ArchivoHojaDeVida, de, { orderBy: { creadoEn: 'desc', id: 'desc' }, limit: MAXIMO }),
    ]);
  return { experiencias, superior, postgrados, diplomados, otrosEstudios, enCurso, idiomas, habilidades, hijos, personasACargo, referencias, archivos };
}
export type SeccionesHv = Awaited<ReturnType<typeof cargarSecciones>>;
