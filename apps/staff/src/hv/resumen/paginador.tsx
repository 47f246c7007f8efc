/** Previous / next pager with "Página x de y" (traceability and test ratings, 5 per page). */
export function Paginador({ pagina, paginas, onCambiar, etiqueta }: { pagina: number; paginas: number; onCambiar: (p: number) => void; etiqueta: string }) {
  if (paginas <= 1) return null;
  const boton = 'rounded-md border border-slate-300 px-3 py-1 text-sm disabled:opacity-40';
  return (
    <nav aria-label={etiqueta} className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
      <button type="button" className={boton} disabled={pagina <= 1} onClick={() => onCambiar(pagina - 1)}>
        Anterior
      </button>
      <span>
        Página {pagina} de {paginas}
      </span>
      <button type="button" className={boton} disabled={pagina >= paginas} onClick={() => onCambiar(pagina + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
