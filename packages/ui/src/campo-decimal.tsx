import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { CampoEtiquetado, CLASE_CONTROL, unirIds } from './campo-etiquetado';
import type { ValorNumerico } from './entrada-numerica';

export interface CampoDecimalProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type' | 'ref'> {
  etiqueta: string;
  valor: ValorNumerico;
  /** Called with a number, or with `vacio` when nothing is typed. */
  onChange: (valor: ValorNumerico) => void;
  /** What an empty field yields: undefined (the schema's default applies) or null. */
  vacio?: null | undefined;
  /** Decimals kept after the comma (more are dropped as typed). */
  decimales?: number;
  /** Digits kept before the comma. */
  enteros?: number;
  error?: string;
  requerido?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The text a number is shown as: Colombian decimal comma, no thousands separators (scores, percentages). */
export const textoDecimal = (n: ValorNumerico): string => (typeof n === 'number' && Number.isFinite(n) ? String(n).replace('.', ',') : '');

/** Keeps what may be part of a non-negative decimal: digits and one comma (a typed "." becomes ","). */
export function limpiarDecimal(texto: string, enteros: number, decimales: number): string {
  const [entera = '', ...resto] = texto.replace(/\./g, ',').replace(/[^\d,]/g, '').split(',');
  const fraccion = resto.join('').slice(0, decimales);
  return `${entera.slice(0, enteros)}${resto.length > 0 && decimales > 0 ? `,${fraccion}` : ''}`;
}

/** The number a cleaned text holds ("87," is 87), or `vacio` without digits. */
export function leerDecimal(texto: string, vacio: null | undefined): ValorNumerico {
  return /\d/.test(texto) ? Number(texto.replace(',', '.').replace(/^\./, '0.')) : vacio;
}

/**
 * A non-negative number with decimals typed as Colombians write it ("87,5"): the form gets a number, never a
 * string. The text typed is kept while it means the form's value ("87," while typing "87,5"); a value set by the
 * form itself (reset, defaults) replaces it.
 */
export function CampoDecimal({
  etiqueta,
  valor,
  onChange,
  vacio,
  decimales = 2,
  enteros = 10,
  error,
  requerido,
  className,
  id,
  ref,
  ...rest
}: CampoDecimalProps) {
  const [texto, setTexto] = useState(() => textoDecimal(valor));
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    if (leerDecimal(texto, vacio) !== valor) setTexto(textoDecimal(valor));
  }
  return (
    <CampoEtiquetado etiqueta={etiqueta} error={error} id={id} requerido={requerido} className={className}>
      {(controlId, aria) => (
        <input
          id={controlId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={CLASE_CONTROL}
          {...aria}
          {...rest}
          aria-describedby={unirIds(aria['aria-describedby'], rest['aria-describedby'])}
          ref={ref}
          value={texto}
          onChange={(e) => {
            const limpio = limpiarDecimal(e.target.value, enteros, decimales);
            const numero = leerDecimal(limpio, vacio);
            setTexto(limpio);
            setVisto(numero);
            onChange(numero);
          }}
        />
      )}
    </CampoEtiquetado>
  );
}
