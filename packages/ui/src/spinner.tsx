/**
 * A spinning ring. By default a status named `etiqueta` ("Cargando"); `decorativo`: hidden from assistive technology,
 * for a control that already says it is busy in its own name (see Boton).
 */
export function Spinner({
  etiqueta = 'Cargando',
  decorativo = false,
}: {
  etiqueta?: string;
  decorativo?: boolean;
}) {
  const clase = 'inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent';
  if (decorativo) return <span aria-hidden="true" className={clase} />;
  return <span role="status" aria-label={etiqueta} className={clase} />;
}
