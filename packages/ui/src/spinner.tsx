export function Spinner({ etiqueta = 'Cargando' }: { etiqueta?: string }) {
  return (
    <span
      role="status"
      aria-label={etiqueta}
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
