import type { Ref } from 'react';
import { CampoEtiquetado } from './campo-etiquetado';

export interface CampoArchivoProps {
  etiqueta: string;
  /** The chosen file, or null when the choice is cleared. */
  onChange: (archivo: File | null) => void;
  accept?: string;
  error?: string;
  requerido?: boolean;
  name?: string;
  onBlur?: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file input (evidence, attachments): one file; its message linked like every other field's. */
export function CampoArchivo({
  etiqueta,
  onChange,
  accept,
  error,
  requerido,
  name,
  onBlur,
  disabled,
  ref,
}: CampoArchivoProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} requerido={requerido}>
      {(id, aria) => (
        <input
          id={id}
          ref={ref}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          {...aria}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          onBlur={onBlur}
          className="text-sm"
        />
      )}
    </CampoEtiquetado>
  );
}

export interface CampoArchivosProps extends Omit<CampoArchivoProps, 'onChange'> {
  /** Every chosen file (an empty list when the choice is cleared). */
  onChange: (archivos: File[]) => void;
}

/** The same labelled input choosing several files at once (evidence of a requirement); each is checked by the schema. */
export function CampoArchivos({
  etiqueta,
  onChange,
  accept,
  error,
  requerido,
  name,
  onBlur,
  disabled,
  ref,
}: CampoArchivosProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} requerido={requerido}>
      {(id, aria) => (
        <input
          id={id}
          ref={ref}
          type="file"
          multiple
          name={name}
          accept={accept}
          disabled={disabled}
          {...aria}
          onChange={(e) => onChange([...(e.target.files ?? [])])}
          onBlur={onBlur}
          className="text-sm"
        />
      )}
    </CampoEtiquetado>
  );
}
