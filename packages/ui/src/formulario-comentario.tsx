import { AreaTexto } from './area-texto';
import { Boton } from './boton';

export interface FormularioComentarioProps {
  texto: string;
  onTexto: (texto: string) => void;
  error?: string | null | undefined;
  visible: boolean;
  onVisible: (visible: boolean) => void;
  enviando: boolean;
  onEnviar: () => void;
}

/** The comment box of the staff panels: text, "Visible por el cliente" and Enviar. */
export function FormularioComentario({
  texto,
  onTexto,
  error,
  visible,
  onVisible,
  enviando,
  onEnviar,
}: FormularioComentarioProps) {
  return (
    <div className="flex flex-col gap-2">
      <AreaTexto etiqueta="Comentario" valor={texto} onChange={onTexto} error={error} />
      <div className="flex items-center justify-between gap-2">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={visible} onChange={(e) => onVisible(e.target.checked)} />
          Visible por el cliente
        </label>
        <Boton cargando={enviando} onClick={onEnviar}>
          Enviar
        </Boton>
      </div>
    </div>
  );
}
