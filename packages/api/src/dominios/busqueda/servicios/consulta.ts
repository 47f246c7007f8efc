/**
 * The exact statements the search procedures send (placeholders $1…$n and their values), for the
 * benchmark's direct-SQL floor. Importable without the ORM. `clientes` is the scope whose bars the rows count, as
 * `clientesDelAlcance` gives it; the floor runs as a user who sees every client (null) unless told otherwise.
 */
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import { consultaCriterios, type Criterios } from './criterios';
import { consultaPalabra } from './palabra';

export function consultaBusquedaPalabra(
  texto: string,
  pagina: number,
  clientes: string | null = null,
): { sql: string; params: unknown[] } {
  const { sql, q } = consultaPalabra(texto, pagina, clientes);
  return { sql: aMarcadoresPg(sql), params: q.valores };
}

export function consultaBusquedaCriterios(
  criterios: Criterios,
  pagina: number,
  clientes: string | null = null,
): { sql: string; params: unknown[] } {
  const { sql, q } = consultaCriterios(criterios, pagina, clientes);
  return { sql: aMarcadoresPg(sql), params: q.valores };
}
