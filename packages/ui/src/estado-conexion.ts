import { useSyncExternalStore } from 'react';

function suscribir(avisar: () => void): () => void {
  window.addEventListener('online', avisar);
  window.addEventListener('offline', avisar);
  return () => {
    window.removeEventListener('online', avisar);
    window.removeEventListener('offline', avisar);
  };
}

/**
 * Whether the browser says it has a network (`navigator.onLine`, kept current by the `online`/`offline` events). React
 * Query's onlineManager listens to the same events: while this is false, queries wait instead of failing, and they
 * resume by themselves when it turns true.
 */
export function useEnLinea(): boolean {
  return useSyncExternalStore(
    suscribir,
    () => navigator.onLine,
    () => true,
  );
}
