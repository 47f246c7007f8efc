import { useEffect, useId, useSyncExternalStore } from 'react';

/**
 * Screen-reader announcements of the toasts while a dialog is open. A Headless UI dialog makes everything outside
 * it inert, the toast area included, so "Formulario invalido." shown while a modal is open was never read. Each open
 * dialog renders a `RegionAnuncios` (a visually hidden live region inside the dialog); `anunciar` writes the text
 * into the most recently opened one only. With no dialog open nothing is written here: the toast area announces
 * itself.
 */
interface Estado {
  texto: string;
  /** Grows with every announcement: the same text twice is still read twice (the node is replaced). */
  numero: number;
  regiones: readonly string[];
}

let estado: Estado = { texto: '', numero: 0, regiones: [] };
const oyentes = new Set<() => void>();

function cambiar(parcial: Partial<Estado>): void {
  estado = { ...estado, ...parcial };
  for (const oyente of oyentes) oyente();
}

function suscribir(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function anunciar(texto: string): void {
  if (estado.regiones.length) cambiar({ texto, numero: estado.numero + 1 });
}

export function RegionAnuncios() {
  const id = useId();
  useEffect(() => {
    // A region opened now starts empty: an older message is not read again in the new dialog.
    cambiar({ regiones: [...estado.regiones, id], texto: '' });
    return () => cambiar({ regiones: estado.regiones.filter((r) => r !== id) });
  }, [id]);
  const actual = useSyncExternalStore(suscribir, () => estado);
  const activa = actual.regiones.at(-1) === id;
  return (
    <div
      role="log"
      aria-label="Avisos"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-anuncios=""
    >
      {activa && actual.texto ? (
        <span key={actual.numero} data-anuncios="">
          {actual.texto}
        </span>
      ) : null}
    </div>
  );
}
