import { useLayoutEffect, useMemo, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { CampoTexto } from './campo-texto';
import { unirRefs } from './unir-refs';

/** What a numeric field holds: a number, or the form's empty value while nothing is typed. */
export type ValorNumerico = number | null | undefined;

/** What every numeric field (whole numbers, money, decimals) takes: a number in, a number out. */
export interface PropsCampoNumerico extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'ref'
> {
  etiqueta: string;
  valor: ValorNumerico;
  /** Called with a number, or with `vacio` when the text has no digit left. */
  onChange: (valor: ValorNumerico) => void;
  /** What an empty field yields: undefined (the schema's default applies) or null. */
  vacio?: null | undefined;
  error?: string;
  requerido?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export interface PropsEntradaNumerica extends PropsCampoNumerico {
  /** Digits kept (more are dropped, like the old `maxlength`). */
  maxDigitos?: number;
}

/** Digits of a typed text ("$ 1.234.567" → "1234567"). */
export const soloDigitos = (texto: string): string => texto.replace(/\D/g, '');

/** Where the caret goes to stay after the same number of digits once the text is reformatted. */
export function posicionTrasDigitos(texto: string, digitos: number): number {
  if (digitos <= 0) return texto.search(/\d/) === -1 ? texto.length : texto.search(/\d/);
  let vistos = 0;
  for (let i = 0; i < texto.length; i++) {
    if (/\d/.test(texto[i] ?? '') && ++vistos === digitos) return i + 1;
  }
  return texto.length;
}

/**
 * A whole, non-negative number typed as text and shown through `formatear`: the form gets a number (never a
 * string), and the caret keeps its place among the digits when separators appear or vanish.
 */
export function EntradaNumerica({
  valor,
  onChange,
  vacio,
  maxDigitos = 10,
  ref,
  formatear,
  ...rest
}: PropsEntradaNumerica & { formatear: (n: number) => string }) {
  const entrada = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const refs = useMemo(() => unirRefs(entrada, ref), [ref]);
  const texto = typeof valor === 'number' && Number.isFinite(valor) ? formatear(valor) : '';
  useLayoutEffect(() => {
    const el = entrada.current;
    if (caret.current === null || !el || el.ownerDocument.activeElement !== el) return;
    const posicion = posicionTrasDigitos(texto, caret.current);
    caret.current = null;
    el.setSelectionRange(posicion, posicion);
  }, [texto]);
  return (
    <CampoTexto
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      type="text"
      ref={refs}
      value={texto}
      onChange={(e) => {
        const escrito = e.target.value;
        const digitos = soloDigitos(escrito).slice(0, maxDigitos);
        caret.current = soloDigitos(escrito.slice(0, e.target.selectionStart ?? escrito.length)).length;
        onChange(digitos === '' ? vacio : Number(digitos));
      }}
    />
  );
}
