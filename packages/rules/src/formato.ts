/** Money `$` without decimals (Colombia), shared by both portals; dates are formatted in fechas/formato.ts. */
const dinero = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatoDinero(valor: number | null | undefined): string {
  if (valor === null || valor === undefined || Number.isNaN(valor)) return '';
  return `$${dinero.format(Math.round(valor))}`;
}

const numeros = new Map<number, Intl.NumberFormat>();
/** es-CO number format (thousands with ".", decimals with ","), at most `decimales` decimals. */
function formatoDe(decimales: number): Intl.NumberFormat {
  let f = numeros.get(decimales);
  if (!f) {
    f = new Intl.NumberFormat('es-CO', { maximumFractionDigits: decimales, minimumFractionDigits: 0 });
    numeros.set(decimales, f);
  }
  return f;
}

/** Scores and other figures in the Colombian format: `1.234,5` (at most `decimales`, default 2); '—' without a value. */
export function formatoNumero(valor: number | null | undefined, decimales = 2): string {
  if (valor === null || valor === undefined || Number.isNaN(valor)) return '—';
  return formatoDe(decimales).format(valor);
}

/** Percentages in one format across both portals: `85 %`, `72,5 %` (a space before the sign, as Spanish writes it). */
export function formatoPorcentaje(valor: number | null | undefined, decimales = 0): string {
  const n = formatoNumero(valor, decimales);
  return n === '—' ? n : `${n} %`;
}

/** Rounds half away from zero to `decimales` places (0.125 → 0.13), without binary-fraction surprises (report percentages). */
export function redondear(valor: number, decimales: number): number {
  const factor = 10 ** decimales;
  const escalado = Math.abs(valor) * factor;
  // Binary noise (12.4999999999997 for 12.5) only matters next to a half: elsewhere, below a million, rounding the
  // value as it is gives the same result without writing and reading it back as text (the report rounds every figure).
  const resto = escalado - Math.floor(escalado);
  const r =
    escalado < 1e6 && Math.abs(resto - 0.5) > 1e-6
      ? Math.round(escalado) / factor
      : Math.round(Number(escalado.toPrecision(12))) / factor;
  return valor < 0 ? -r : r;
}
