import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { textoComparable } from '@talento/rules';

type Salidas = inferRouterOutputs<AppRouter>['candidatosPedido'];
export type ListaCandidatos = Salidas['listar'];
export type CandidatoFila = ListaCandidatos['preseleccionados'][number];
export type EspontaneoFila = ListaCandidatos['espontaneos'][number];
export type CandidatoEncontrado = Salidas['buscarPorDocumento'];
export type AccionFila = CandidatoFila['acciones'][number];

/** Why the server would refuse `accion` on this candidate now (a reading of its rule), or null when it would act. */
export function motivoBloqueo(c: Pick<CandidatoFila, 'bloqueadas'>, accion: AccionFila): string | null {
  return c.bloqueadas.find((b) => b.accion === accion)?.motivo ?? null;
}

/** Every word of the search appears in the name or the document. */
export function coincide(busqueda: string, ...campos: string[]): boolean {
  const texto = textoComparable(campos.join(' '));
  return textoComparable(busqueda)
    .split(/\s+/)
    .filter(Boolean)
    .every((t) => texto.includes(t));
}
