/** Constants and messages of the CV searches (spec 03 §2, §5, §8, §9). */

/** Results per page of both searches (spec 03 §9). */
export const TAMANO_PAGINA_BUSQUEDA = 18;
/**
 * Results a search orders and pages through. Beyond this the total is shown as "más de 1.000
 * resultados" and the user refines the search (counting and ranking every match of a common word over a
 * million CVs costs seconds).
 */
export const LIMITE_RESULTADOS_BUSQUEDA = 1000;
/**
 * Matches the criteria search counts for its first pages (3 pages); later pages count further. Beyond it
 * the total reads "más de 54 resultados" (each counted match may cost a candidate probe, see docs).
 */
export const LIMITE_CONTEO_CRITERIOS = 54;
/** Last reachable page (1000 / 18 rounded up). */
export const PAGINA_MAXIMA_BUSQUEDA = Math.ceil(LIMITE_RESULTADOS_BUSQUEDA / TAMANO_PAGINA_BUSQUEDA);

/** Typeahead minimum characters (spec 03 §5). */
export const MINIMO_TYPEAHEAD = { ciudad: 3, profesion: 4, cargo: 4, cliente: 4 } as const;

export const MENSAJES_BUSQUEDA = {
  sinResultados: 'No se encontraron candidatos.',
  sinResultadosAviso: 'No se encontraron candidatos',
  error: 'Error al buscar candidatos',
  sinCriterios: 'Por favor llena los campos',
  tituloSinCriterios: 'Búsqueda inválida',
  sinPermisos: 'No tienes los permisos para acceder a esta pagina',
  textoVacio: 'Escriba una palabra para buscar',
  textoLargo: 'El texto de búsqueda no puede tener más de 200 caracteres',
  edadMinima: 'La edad mínima debe ser mayor o igual a 0',
  edadMaxima: 'La edad máxima debe ser mayor o igual a la edad mínima',
  aspiracionMinima: 'La aspiración salarial mínima debe ser mayor o igual a 0',
  aspiracionMaxima: 'La aspiración salarial máxima debe ser mayor o igual a la mínima',
  fechasNacimiento: 'La fecha de nacimiento mínima no puede ser posterior a la máxima',
  pagina: 'Página inválida',
  /** After a cut count ("más de 1.000 resultados"). */
  refinar: 'refine la búsqueda para ver el resto',
} as const;

/**
 * The bar badge of a result row: how many clients of the user's scope bar the person ("Vetado por 1 cliente",
 * "Vetado por 3 clientes"); null when none does.
 */
export function textoVetadoBusqueda(clientes: number): string | null {
  if (clientes <= 0) return null;
  return clientes === 1 ? 'Vetado por 1 cliente' : `Vetado por ${clientes} clientes`;
}

/** Thousands with dots (1.000), whatever the runtime's locale data. */
function miles(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "18 candidatos", "1 candidato" or "más de 1.000 resultados" when the count was cut at `limite`. */
export function textoTotalBusqueda(
  total: number,
  exacto: boolean,
  limite: number = LIMITE_RESULTADOS_BUSQUEDA,
): string {
  if (!exacto) return `más de ${miles(limite)} resultados`;
  return total === 1 ? '1 candidato' : `${miles(total)} candidatos`;
}
