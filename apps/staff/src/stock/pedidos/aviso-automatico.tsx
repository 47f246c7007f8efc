/**
 * "Creado automáticamente el … por nivel …": the mark of a stock order drafted by the daily stock job, on the form, the
 * detail and the dashboard cards. `completar` adds what a person has to do before approving it.
 */
export function AvisoAutomatico({ texto, completar = false }: { texto: string | null; completar?: boolean }) {
  if (!texto) return null;
  return (
    <p
      role="note"
      data-testid="aviso-automatico"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {texto}.
      {completar && ' Complete los datos marcados «Por definir» y el auxilio pedido antes de aprobarlo.'}
    </p>
  );
}
