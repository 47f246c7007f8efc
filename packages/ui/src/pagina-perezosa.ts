import { createElement, lazy, useState, type ComponentType } from 'react';
import type { Params } from 'react-router';

/** What a route may start loading before it is rendered: its code and the data its first paint needs. */
export interface PrecargaDeRuta {
  /** Starts them; what it returns (the page's chunk) settles once that code is here or failed to come. */
  precargar: (params: Params) => void | Promise<void>;
}

export interface PaginaPerezosa {
  /** The page: rendered at once when its chunk is already here, else through `lazy` (it suspends meanwhile). */
  Componente: ComponentType;
  /**
   * Starts downloading the page's chunk (once); `lazy` reuses the same promise when it renders. Settles (never
   * rejects) once the chunk is here or failed to come: a failed download is retried when the page renders.
   */
  precargar: () => Promise<void>;
}

/**
 * A lazily loaded page whose chunk can be fetched before React reaches it. Without this, a deep link pays a chain
 * of round trips (app code → session check → page chunk → page data); started at boot, the chunk and the data travel
 * alongside the session check (issue 13: the client portal's mobile Lighthouse score).
 */
export function paginaPerezosa(importar: () => Promise<{ default: ComponentType }>): PaginaPerezosa {
  let carga: Promise<{ default: ComponentType }> | undefined;
  let cargada: ComponentType | undefined;
  // A failed download is forgotten, so that the next attempt (React's render) downloads again.
  const cargar = () =>
    (carga ??= importar().then(
      (modulo) => {
        cargada = modulo.default;
        return modulo;
      },
      (error: unknown) => {
        carga = undefined;
        throw error;
      },
    ));
  const Perezosa = lazy(cargar);
  /**
   * A page whose chunk arrived before it is first rendered (the boot preload of a deep link) is rendered directly:
   * `lazy` would suspend it once anyway, show the fallback and then hold the page back for React's reveal throttle
   * (300 ms on screen after the fallback: the client's candidate page painted its name that much later, issue 39).
   * Each mount keeps the way it started, so a re-render never swaps the page's element type (that would remount it).
   */
  function Componente() {
    const [Directa] = useState(() => cargada);
    return createElement(Directa ?? Perezosa);
  }
  return {
    Componente,
    // A failed early download is not an error yet: the page downloads again when it renders.
    precargar: () =>
      cargar().then(
        () => undefined,
        () => undefined,
      ),
  };
}

interface CoincidenciaDeRuta {
  params: Params;
  route: { handle?: unknown };
}

/**
 * Calls `handle.precargar(params)` of every route matched by the current URL (main.tsx, before the first render);
 * settles once what they returned has (the pages' code here or failed to come).
 */
export async function precargarRutasActuales(coincidencias: readonly CoincidenciaDeRuta[]): Promise<void> {
  const cargas = coincidencias.map(({ params, route }) =>
    Promise.resolve((route.handle as Partial<PrecargaDeRuta> | undefined)?.precargar?.(params)),
  );
  await Promise.all(cargas);
}
