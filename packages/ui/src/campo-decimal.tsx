import { useState } from 'react';
import { CampoTexto } from './campo-texto';
import type { PropsCampoNumerico, ValorNumerico } from './entrada-numerica';

export interface CampoDecimalProps extends PropsCampoNumerico {
  /** Decimals kept after the comma (more are dropped as typed). */
  decimales?: number;
  /** Digits kept before the comma. */
  enteros?: number;
}

/** The text a number is shown as: Colombian decimal comma, no thousands separators (scores, percentages). */
export const textoDecimal = (n: ValorNumerico): string =>
  typeof n === 'number' && Number.isFinite(n) ? String(n).replace('.', ',') : '';

/** Keeps what may be part of a non-negative decimal: digits and one comma (a typed "." becomes ","). */
export function limpiarDecimal(texto: string, enteros: number, decimales: number): string {
  const [entera = '', ...resto] = texto
    .replace(/\./g, ',')
    .replace(/[^\d,]/g, '')
    .split(',');
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
  valor,
  onChange,
  vacio,
  decimales = 2,
  enteros = 10,
  ...rest
}: CampoDecimalProps) {
  const [texto, setTexto] = useState(() => textoDecimal(valor));
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    if (leerDecimal(texto, vacio) !== valor) setTexto(textoDecimal(valor));
  }
  return (
    <CampoTexto
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      type="text"
      value={texto}
      onChange={(e) => {
        const limpio = limpiarDecimal(e.target.value, enteros, decimales);
        const numero = leerDecimal(limpio, vacio);
        setTexto(limpio);
        setVisto(numero);
        onChange(numero);
      }}
    />
  );
}
