import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['candidatosPedido'];
export type ListaCandidatos = Salidas['listar'];
export type CandidatoFila = ListaCandidatos['preseleccionados'][number];
export type EspontaneoFila = ListaCandidatos['espontaneos'][number];
export type CandidatoEncontrado = Salidas['buscarPorDocumento'];
export type AccionFila = CandidatoFila['acciones'][number];

/** Lower case without accents, for the local search boxes. */
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Every word of the search appears in the name or the document. */
export function coincide(busqueda: string, ...campos: string[]): boolean {
  const texto = normalizar(campos.join(' '));
  return normalizar(busqueda)
    .split(/\s+/)
    .filter(Boolean)
    .every((t) => texto.includes(t));
}
