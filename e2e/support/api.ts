import type { Page } from '@playwright/test';

/** A tRPC call with the page's staff session (POST, superjson envelope); null when refused. */
export async function api<T>(page: Page, ruta: string, input: unknown): Promise<T | null> {
  const origen = new URL(page.url()).origin;
  const res = await page.request.post(`${origen}/trpc/${ruta}`, {
    headers: { 'content-type': 'application/json', origin: origen, 'x-talento-portal': 'staff' },
    data: { json: input },
  });
  if (!res.ok()) return null;
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

export interface CandidatoEnPedido {
  id: number;
  nombre: string;
  documento: string;
  estado: number;
}

export interface ListaCandidatos {
  preseleccionados: CandidatoEnPedido[];
  seleccionados: CandidatoEnPedido[];
}
