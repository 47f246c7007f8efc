import { useImperativeHandle, useRef, type Ref } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import { horaOfrecida } from '@talento/rules';
import 'react-datepicker/dist/react-datepicker.css';
import { CampoEtiquetado, CLASE_CONTROL } from './campo-etiquetado';

registerLocale('es', es);

/** What a form library needs to focus the picker (react-hook-form's `field.ref` calls `focus`). */
export interface ControlFecha {
  focus: () => void;
}

export interface SelectorFechaProps {
  etiqueta: string;
  valor: Date | null;
  onChange: (fecha: Date | null) => void;
  min?: Date;
  max?: Date;
  /** With time: DD/MM/YYYY HH:mm (interviews, appointments). */
  conHora?: boolean;
  /** With time and `min`: the time list leaves out the slots before `min` (today's past hours). */
  sinHorasPasadas?: boolean;
  error?: string;
  disabled?: boolean;
  name?: string;
  requerido?: boolean;
  onBlur?: () => void;
  ref?: Ref<ControlFecha>;
}

/** Date picker (react-datepicker, Spanish locale): DD/MM/YYYY, or DD/MM/YYYY HH:mm with time. */
export function SelectorFecha({
  etiqueta,
  valor,
  onChange,
  min,
  max,
  conHora = false,
  sinHorasPasadas = false,
  error,
  disabled,
  name,
  requerido,
  onBlur,
  ref,
}: SelectorFechaProps) {
  const selector = useRef<DatePicker>(null);
  useImperativeHandle(ref, () => ({ focus: () => selector.current?.setFocus() }), []);
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} requerido={requerido}>
      {(id, aria) => (
        <DatePicker
          ref={selector}
          id={id}
          name={name}
          locale="es"
          selected={valor}
          onChange={(fecha: Date | null) => onChange(fecha)}
          onBlur={onBlur}
          minDate={min}
          maxDate={max}
          showTimeSelect={conHora}
          filterTime={conHora && sinHorasPasadas && min ? (hora: Date) => horaOfrecida(hora, min) : undefined}
          timeIntervals={15}
          timeCaption="Hora"
          dateFormat={conHora ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy'}
          placeholderText={conHora ? 'DD/MM/AAAA HH:mm' : 'DD/MM/AAAA'}
          disabled={disabled}
          ariaLabelledBy={aria['aria-labelledby']}
          ariaDescribedBy={aria['aria-describedby']}
          ariaInvalid={aria['aria-invalid'] ? 'true' : undefined}
          ariaRequired={aria['aria-required'] ? 'true' : undefined}
          className={`w-full ${CLASE_CONTROL}`}
          wrapperClassName="w-full"
        />
      )}
    </CampoEtiquetado>
  );
}
