/**
 * The columns of /merchandising-novedades (listar.ts), each declared once. Every field of the screen's row is a column
 * as the statement answers it. The row's schema stays in @talento/rules (ListaNovedades: the screen reads its type
 * from there), so `FilaNovedades` checks that the declaration answers exactly that row.
 */
import type { ListaNovedades } from '@talento/rules';
import type { z } from 'zod';
import { col, type FilaDe, type Iguales } from '../../../../nucleo/sql/columnas';

export const COLUMNAS_NOVEDADES = {
  id: col.numero('n.id'),
  version: col.numero('n.version'),
  /** When the device reported it. */
  fecha: col.instante('n.created_at'),
  tipo: col.texto('t.nombre'),
  subtipo: col.texto('s.nombre'),
  /** The merchandiser's name (the username only when the user has none). */
  usuario: col.texto("coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)"),
  almacen: col.texto('a.nombre'),
  region: col.textoONulo('r.nombre'),
  cliente: col.texto('c.nombre'),
  texto: col.texto('n.texto'),
  estado: col.numero('n.estado'),
  solvedAt: col.instanteONulo('n.solved_at'),
  fotos: col.numero('(select count(*)::int from foto_novedad fn where fn.novedad_id = n.id)'),
};

/** A row of ListaNovedades; `never` (so reading a row does not compile) when the declaration and the schema differ. */
export type FilaNovedades =
  Iguales<FilaDe<typeof COLUMNAS_NOVEDADES>, z.infer<typeof ListaNovedades>['filas'][number]> extends true
    ? FilaDe<typeof COLUMNAS_NOVEDADES>
    : never;
