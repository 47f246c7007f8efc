import type { SortingState } from '@tanstack/react-table';
import type { OrdenCitas } from '@talento/rules';

/**
 * The server's sort of the list ("Ordenar por", `citas.listar` `orden`) as the table's header order and back: a click
 * on "Entrevista" or "Candidato" asks the server for the same orders the select offers. Only those two columns sort.
 */
const COLUMNA: Record<OrdenCitas, { id: string; desc: boolean }> = {
  entrevista_desc: { id: 'fechaHoraEntrevista', desc: true },
  entrevista_asc: { id: 'fechaHoraEntrevista', desc: false },
  candidato_asc: { id: 'candidato', desc: false },
  candidato_desc: { id: 'candidato', desc: true },
};

export const ordenEnTabla = (orden: OrdenCitas): SortingState => [COLUMNA[orden]];

export function ordenDeTabla(orden: SortingState, actual: OrdenCitas): OrdenCitas {
  const [primera] = orden;
  if (!primera) return actual;
  const encontrada = (Object.keys(COLUMNA) as OrdenCitas[]).find(
    (o) => COLUMNA[o].id === primera.id && COLUMNA[o].desc === primera.desc,
  );
  return encontrada ?? actual;
}
