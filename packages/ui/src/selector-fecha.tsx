import { useId } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale/es';
import 'react-datepicker/dist/react-datepicker.css';

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
export function SelectorFecha({ etiqueta, valor, onChange, min, max, conHora = false, error, disabled, name }: SelectorFechaProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {etiqueta}
      </label>
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
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500 focus:ring-2 focus:ring-marca-100"
        wrapperClassName="w-full"
      />
      {error && <p className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
