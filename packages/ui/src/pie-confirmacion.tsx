import type { ReactNode } from 'react';
import { Boton } from './boton';

/**
 * The footer of a modal that confirms an action: Cancelar, then the action (busy while it runs). With `formulario`
 * (the id of a `<form>` in the modal's body) the action submits that form, so Enter in a field does the same; with
 * `enviar` it submits the form it sits in.
 */
export function PieConfirmacion({
  texto,
  onConfirmar,
  onCancelar,
  formulario,
  enviar = false,
  cargando = false,
  peligro = false,
}: {
  texto: ReactNode;
  onConfirmar?: () => void;
  onCancelar: () => void;
  formulario?: string;
  enviar?: boolean;
  cargando?: boolean;
  peligro?: boolean;
}) {
  return (
    <>
      <Boton variante="secundario" onClick={onCancelar}>
        Cancelar
      </Boton>
      <Boton
        variante={peligro ? 'peligro' : 'primario'}
        cargando={cargando}
        type={formulario || enviar ? 'submit' : 'button'}
        form={formulario}
        onClick={onConfirmar}
      >
        {texto}
      </Boton>
    </>
  );
}

/** The footer at the end of a form inside a modal: a rule above, Cancelar, then the submit button. */
export function PieFormulario({
  texto,
  onCancelar,
  cargando = false,
}: {
  texto: ReactNode;
  onCancelar: () => void;
  cargando?: boolean;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
      <PieConfirmacion texto={texto} onCancelar={onCancelar} cargando={cargando} enviar />
    </div>
  );
}
