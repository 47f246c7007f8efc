import type { Ref, TextareaHTMLAttributes } from 'react';
import { CampoEtiquetado, CLASE_CONTROL, unirIds } from './campo-etiquetado';

export interface AreaTextoProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  etiqueta: string;
  valor: string;
  onChange: (valor: string) => void;
  error?: string | null;
  requerido?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Labelled textarea with its field message (comments, reasons, descriptions), controlled by its text. */
export function AreaTexto({ valor, onChange, ...rest }: AreaTextoProps) {
  return <CampoArea {...rest} value={valor} onChange={(e) => onChange(e.target.value)} />;
}

export interface CampoAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  etiqueta: string;
  error?: string | null;
  requerido?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The same textarea spreading the rest onto the `<textarea>`: `{...register('campo')}` works as is. */
export function CampoArea({ etiqueta, error, requerido, rows = 3, className, id, ...rest }: CampoAreaProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} id={id} requerido={requerido} className={className}>
      {(controlId, aria) => (
        <textarea
          id={controlId}
          rows={rows}
          className={CLASE_CONTROL}
          {...aria}
          {...rest}
          aria-describedby={unirIds(aria['aria-describedby'], rest['aria-describedby'])}
        />
      )}
    </CampoEtiquetado>
  );
}
