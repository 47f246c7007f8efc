import { aFechaIso, desdeFechaIso } from '@talento/rules';
import { SelectorFecha, type SelectorFechaProps } from './selector-fecha';

export interface SelectorFechaIsoProps extends Omit<SelectorFechaProps, 'valor' | 'onChange' | 'conHora'> {
  /** The day as 'YYYY-MM-DD' (what the schemas check and the server takes); empty: '', null or undefined. */
  valor: string | null | undefined;
  /** Called with 'YYYY-MM-DD', or with `vacio` when the picker is cleared. */
  onChange: (iso: string | null) => void;
  /** What a cleared picker yields: '' (default) or null, as the form's schema expects. */
  vacio?: '' | null;
}

/**
 * The date picker for a day held as 'YYYY-MM-DD' (shown DD/MM/YYYY): forms and filters keep the text the schema and
 * the server use, and this does the conversion (in the business time zone, through packages/rules) in one place.
 * Fits `propsDeControl` of a react-hook-form Controller as is.
 */
export function SelectorFechaIso({ valor, onChange, vacio = '', ...props }: SelectorFechaIsoProps) {
  return (
    <SelectorFecha
      {...props}
      valor={valor ? desdeFechaIso(valor) : null}
      onChange={(fecha) => onChange(fecha ? aFechaIso(fecha) : vacio)}
    />
  );
}
