import type { ReactNode } from 'react';
import { Boton } from './boton';

/** The footer of a modal that confirms an action: Cancelar, then the action (busy while it runs). */
export function PieConfirmacion({
  texto,
  onConfirmar,
  onCancelar,
  cargando = false,
  peligro = false,
}: {
  texto: ReactNode;
  onConfirmar: () => void;
  onCancelar: () => void;
  cargando?: boolean;
  peligro?: boolean;
}) {
  return (
    <>
      <Boton variante="secundario" onClick={onCancelar}>
        Cancelar
      </Boton>
      <Boton variante={peligro ? 'peligro' : 'primario'} cargando={cargando} onClick={onConfirmar}>
        {texto}
      </Boton>
    </>
  );
}
