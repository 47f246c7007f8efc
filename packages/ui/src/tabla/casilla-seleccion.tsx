import { useEffect, useRef } from 'react';

/** A selection checkbox that can also show "some selected" (the header's select-all). */
export function CasillaSeleccion({
  etiqueta,
  marcada,
  parcial = false,
  deshabilitada = false,
  onClick,
}: {
  etiqueta: string;
  marcada: boolean;
  parcial?: boolean;
  deshabilitada?: boolean;
  onClick: (evento: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = parcial && !marcada;
  }, [parcial, marcada]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={etiqueta}
      checked={marcada}
      disabled={deshabilitada}
      // The click (not the change) carries Shift, which TanStack uses for range selection.
      onClick={onClick}
      onChange={() => undefined}
      className="h-4 w-4 cursor-pointer accent-marca-600 disabled:cursor-not-allowed"
    />
  );
}
