import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import 'react-datepicker/dist/react-datepicker.css';
import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';

registerLocale('es', es);

export interface SelectorFechaProps {
  etiqueta: string;
  valor: Date | null;
  onChange: (fecha: Date | null) => void;
  min?: Date;
  max?: Date;
  /** With time: DD/MM/YYYY HH:mm (interviews, appointments). */
  conHora?: boolean;
  error?: string;
  disabled?: boolean;
  name?: string;
}

/** Date picker (react-datepicker, Spanish locale): DD/MM/YYYY, or DD/MM/YYYY HH:mm with time. */
export function SelectorFecha({
  etiqueta,
  valor,
  onChange,
  min,
  max,
  conHora = false,
  error,
  disabled,
  name,
}: SelectorFechaProps) {
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error}>
      {(id) => (
        <DatePicker
          id={id}
          name={name}
          locale="es"
          selected={valor}
          onChange={(fecha: Date | null) => onChange(fecha)}
          minDate={min}
          maxDate={max}
          showTimeSelect={conHora}
          timeIntervals={15}
          timeCaption="Hora"
          dateFormat={conHora ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy'}
          placeholderText={conHora ? 'DD/MM/AAAA HH:mm' : 'DD/MM/AAAA'}
          disabled={disabled}
          className={`w-full ${CLASE_CONTROL}`}
          wrapperClassName="w-full"
        />
      )}
    </CampoEtiquetado>
  );
}
