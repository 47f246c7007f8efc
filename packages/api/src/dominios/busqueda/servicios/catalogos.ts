/** Typeahead lookups of the criteria search: professions and positions by name (accents and case ignored). */
import type { EntityManager } from '@mikro-orm/postgresql';

const LIMITE = 20;

function patron(texto: string): string {
  return `%${texto.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function buscarProfesiones(em: EntityManager, texto: string) {
  return em
    .getConnection()
    .execute<{ id: number; nombre: string }[]>(
      `select id, nombre from profesion where immutable_unaccent(lower(nombre)) like immutable_unaccent(lower(?)) order by nombre limit ${LIMITE}`,
      [patron(texto)],
    );
}

export function buscarCargos(em: EntityManager, texto: string) {
  return em
    .getConnection()
    .execute<{ id: number; nombre: string }[]>(
      `select id, nombre from cargo where activo and immutable_unaccent(lower(nombre)) like immutable_unaccent(lower(?)) order by nombre limit ${LIMITE}`,
      [patron(texto)],
    );
}
