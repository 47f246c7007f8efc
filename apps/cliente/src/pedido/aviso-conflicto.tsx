import type { AccionesCliente } from './usar-acciones';

/** Another user changed the candidate first: said where the decision was taken, until closed. */
export function AvisoConflicto({ acciones }: { acciones: AccionesCliente }) {
  if (!acciones.conflicto) return null;
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800"
    >
      <span>{acciones.conflicto}</span>
      <button type="button" className="text-amber-900 underline" onClick={acciones.cerrarConflicto}>
        Cerrar
      </button>
    </div>
  );
}
