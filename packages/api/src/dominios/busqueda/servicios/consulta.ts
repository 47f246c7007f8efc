/**
 * The exact statements the search procedures send (placeholders $1…$n and their values), for the
 * benchmark's direct-SQL floor. Importable without the ORM.
 */
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import { consultaCriterios, type Criterios } from './criterios';
import { consultaPalabra } from './palabra';

export function consultaBusquedaPalabra(texto: string, pagina: number): { sql: string; params: unknown[] } {
  const { sql, q } = consultaPalabra(texto, pagina);
  return { sql: aMarcadoresPg(sql), params: q.valores };
}

export function consultaBusquedaCriterios(
  criterios: Criterios,
  pagina: number,
): { sql: string; params: unknown[] } {
  const { sql, q } = consultaCriterios(criterios, pagina);
  return { sql: aMarcadoresPg(sql), params: q.valores };
}
