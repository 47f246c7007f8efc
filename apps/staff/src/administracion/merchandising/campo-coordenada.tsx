import { useState } from 'react';
import { CampoTexto } from '@talento/ui';

/** "4,6932" or "4.6932" → 4.6932; '' → null; anything else stays text so the form's schema names the error. */
export function leerCoordenada(texto: string): number | string | null {
  const limpio = texto.trim().replace(',', '.');
  if (limpio === '') return null;
  const n = Number(limpio);
  return /^-?\d+(\.\d+)?$/.test(limpio) && Number.isFinite(n) ? n : texto;
}

const comoTexto = (v: unknown) =>
  typeof v === 'number' ? String(v).replace('.', ',') : typeof v === 'string' ? v : '';

/**
 * A latitude or longitude typed with a comma or a point, negative allowed (CampoDecimal is for amounts, never
 * negative). The text typed stays while it means the same number; a point set on the map replaces it.
 */
export function CampoCoordenada({
  etiqueta,
  valor,
  onChange,
  onBlur,
  error,
  name,
}: {
  etiqueta: string;
  valor: unknown;
  onChange: (v: number | string | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}) {
  const [texto, setTexto] = useState(() => comoTexto(valor));
  const mostrado =
    leerCoordenada(texto) === valor || (texto === '' && valor === null) ? texto : comoTexto(valor);
  return (
    <CampoTexto
      etiqueta={etiqueta}
      name={name}
      inputMode="decimal"
      maxLength={20}
      value={mostrado}
      error={error}
      onBlur={onBlur}
      onChange={(e) => {
        setTexto(e.target.value);
        onChange(leerCoordenada(e.target.value));
      }}
    />
  );
}
