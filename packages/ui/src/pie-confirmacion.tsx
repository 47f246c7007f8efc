import type { ReactNode } from 'react';
import { Boton } from './boton';

/**
 * The footer of a modal that confirms an action: Cancelar, then the action (busy while it runs). With `formulario`
 * (the id of a `<form>` in the modal's body) the action submits that form, so Enter in a field does the same.
 */
export function PieConfirmacion({
  texto,
  onConfirmar,
  onCancelar,
  formulario,
  cargando = false,
  peligro = false,
}: {
  texto: ReactNode;
  onConfirmar?: () => void;
  onCancelar: () => void;
  formulario?: string;
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
        type={formulario ? 'submit' : 'button'}
        form={formulario}
        onClick={onConfirmar}
      >
        {texto}
      </Boton>
    </>
  );
}
