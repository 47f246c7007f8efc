import { ESTADO_PRUEBA_PROGRAMADA, EstadoPruebaProgramada, programacionBloqueada } from '@talento/rules';
import { NOMBRE_PRUEBA } from './nombres-pruebas';
import type { CodigoPrueba } from './tipos';

export interface CasillaPruebaProps {
  prueba: CodigoPrueba;
  correo: string;
  estado: number;
  /** The order defines this test; otherwise the cell shows "—". */
  definida: boolean;
  /** The user may change the scheduling (and no change of this row is on its way). */
  editable: boolean;
  /** The value being saved, shown at once until the saved state comes back (undefined: none on its way). */
  marcaEnCurso?: boolean;
  onMarcar: (programada: boolean) => void;
}

/**
 * One test of one scheduled candidate (spec 01 §3): Programada checked, No programada unchecked, Presentada checked
 * and locked (the same `programacionBloqueada` rule the server applies). The state is also written beside it.
 */
export function CasillaPrueba({
  prueba,
  correo,
  estado,
  definida,
  editable,
  marcaEnCurso,
  onMarcar,
}: CasillaPruebaProps) {
  if (!definida)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{NOMBRE_PRUEBA[prueba]}: no definida en el pedido</span>
      </span>
    );
  const bloqueada = programacionBloqueada(estado);
  return (
    <label className="flex flex-col items-start gap-0.5 text-xs text-slate-700">
      <input
        type="checkbox"
        className="h-4 w-4 accent-marca-600"
        aria-label={`${NOMBRE_PRUEBA[prueba]} de ${correo}`}
        checked={marcaEnCurso ?? estado !== EstadoPruebaProgramada.NO_PROGRAMADA}
        disabled={bloqueada || !editable}
        onChange={(e) => onMarcar(e.target.checked)}
      />
      <span>{ESTADO_PRUEBA_PROGRAMADA.etiqueta(estado)}</span>
    </label>
  );
}
