const BOTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * "Página n de m" with Anterior / Siguiente for server-paged lists (the parent asks the server for the page).
 * The buttons' names are their visible text (WCAG 2.5.3); nothing is shown when there is one page.
 */
export function Paginador({
  pagina,
  paginas,
  onCambiar,
  etiqueta = 'Paginación',
  extremos = false,
}: {
  pagina: number;
  paginas: number;
  onCambiar: (pagina: number) => void;
  etiqueta?: string;
  /** Also "Primera" and "Última" (long result lists). */
  extremos?: boolean;
}) {
  if (paginas <= 1) return null;
  return (
    <nav aria-label={etiqueta} className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-700">
      {extremos && (
        <button type="button" className={BOTON} disabled={pagina <= 1} onClick={() => onCambiar(1)}>
          Primera
        </button>
      )}
      <button type="button" className={BOTON} disabled={pagina <= 1} onClick={() => onCambiar(pagina - 1)}>
        Anterior
      </button>
      <span aria-live="polite">
        Página {pagina} de {paginas}
      </span>
      <button
        type="button"
        className={BOTON}
        disabled={pagina >= paginas}
        onClick={() => onCambiar(pagina + 1)}
      >
        Siguiente
      </button>
      {extremos && (
        <button
          type="button"
          className={BOTON}
          disabled={pagina >= paginas}
          onClick={() => onCambiar(paginas)}
        >
          Última
        </button>
      )}
    </nav>
  );
}
