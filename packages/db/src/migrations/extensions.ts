/**
 * Database prerequisites of the schema: accent-insensitive search (unaccent, wrapped in an IMMUTABLE
 * function so it can be indexed) and trigram typeahead (pg_trgm).
 */
export const EXTENSIONS_SQL = [
  'create extension if not exists unaccent;',
  'create extension if not exists pg_trgm;',
  `create or replace function immutable_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`,
];
