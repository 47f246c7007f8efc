import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Params } from 'react-router';

/** What a route may start loading before it is rendered: its code and the data its first paint needs. */
export interface PrecargaDeRuta {
  precargar: (params: Params) => void;
}

export interface PaginaPerezosa<T extends ComponentType> {
  Componente: LazyExoticComponent<T>;
  /** Starts downloading the page's chunk (once); `lazy` reuses the same promise when it renders. */
  precargar: () => void;
}

/**
 * A lazily loaded page whose chunk can be fetched before React reaches it. Without this, a deep link pays a chain
 * of round trips (app code → session check → page chunk → page data); started at boot, the chunk and the data travel
 * alongside the session check (issue 13: the client portal's mobile Lighthouse score).
 */
export function paginaPerezosa<T extends ComponentType>(
  importar: () => Promise<{ default: T }>,
): PaginaPerezosa<T> {
  let carga: Promise<{ default: T }> | undefined;
  // A failed download is forgotten, so that the next attempt (React's render) downloads again.
  const cargar = () =>
    (carga ??= importar().catch((error: unknown) => {
      carga = undefined;
      throw error;
    }));
  return {
    Componente: lazy(cargar),
    precargar: () => {
      // A failed early download is not an error yet: the page downloads again when it renders.
      cargar().catch(() => undefined);
    },
  };
}

interface CoincidenciaDeRuta {
  params: Params;
  route: { handle?: unknown };
}

/** Calls `handle.precargar(params)` of every route matched by the current URL (main.tsx, before the first render). */
export function precargarRutasActuales(coincidencias: readonly CoincidenciaDeRuta[]): void {
  for (const { params, route } of coincidencias) {
    const handle = route.handle as Partial<PrecargaDeRuta> | undefined;
    handle?.precargar?.(params);
  }
}
