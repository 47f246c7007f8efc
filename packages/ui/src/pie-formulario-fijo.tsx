import type { ReactNode } from 'react';
import { Boton } from './boton';

export const TEXTO_CAMBIOS_SIN_GUARDAR = 'Cambios sin guardar';
export const TEXTO_DESCARTAR_CAMBIOS = 'Descartar cambios';

export interface PieFormularioFijoProps {
  /** The submit button's text ("Guardar", "Guardar Perfil"…); without it there is nothing to save (read only). */
  texto?: ReactNode;
  /** react-hook-form's `formState.isDirty`: shows "Cambios sin guardar" and offers "Descartar cambios". */
  sucio: boolean;
  /** "Descartar cambios": back to the values the form was loaded with (e.g. `form.reset()`). */
  onDescartar: () => void;
  /** The save is on its way (its button busy). */
  guardando?: boolean;
  /** Another call of the form is on its way: every button waits. */
  ocupado?: boolean;
  /** Without it the save button submits the form it sits in (so Enter in a field does the same). */
  onGuardar?: () => void;
  /** More actions after the save (e.g. "Aprobar"), secondary. */
  acciones?: ReactNode;
  /** An action that destroys the record ("Cancelar Perfil"): first, apart from the rest, never primary. */
  destructiva?: ReactNode;
}

/**
 * The save bar of a long page form, stuck to the bottom of the window while the form scrolls under it: the
 * unsaved-changes mark, "Descartar cambios" (only with changes), the extra actions and the save. Leaving the
 * form is the page's "Volver"; destroying the record ("Cancelar Perfil") goes apart, at the start.
 */
export function PieFormularioFijo({
  texto,
  sucio,
  onDescartar,
  guardando = false,
  ocupado = false,
  onGuardar,
  acciones,
  destructiva,
}: PieFormularioFijoProps) {
  return (
    <div
      role="region"
      aria-label="Acciones del formulario"
      data-testid="pie-formulario-fijo"
      className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center gap-3 rounded-t-lg border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgba(15,23,42,0.25)] backdrop-blur print:hidden"
    >
      {destructiva && <div className="flex items-center gap-2">{destructiva}</div>}
      <p role="status" className="ml-auto flex min-h-5 items-center gap-2 text-sm text-amber-800">
        {sucio && (
          <>
            <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-amber-500" />
            {TEXTO_CAMBIOS_SIN_GUARDAR}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {sucio && (
          <Boton variante="secundario" disabled={ocupado} onClick={onDescartar}>
            {TEXTO_DESCARTAR_CAMBIOS}
          </Boton>
        )}
        {acciones}
        {texto !== undefined && (
          <Boton
            type={onGuardar ? 'button' : 'submit'}
            onClick={onGuardar}
            cargando={guardando}
            disabled={ocupado}
          >
            {texto}
          </Boton>
        )}
      </div>
    </div>
  );
}
