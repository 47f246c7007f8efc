/** Formatters shared by both portals: dates DD/MM/YYYY, money `$` without decimals (Colombia). */
const dinero = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatoDinero(valor: number | null | undefined): string {
  if (valor === null || valor === undefined || Number.isNaN(valor)) return '';
  return `$${dinero.format(Math.round(valor))}`;
}

function dos(n: number): string {
  return String(n).padStart(2, '0');
}

/** DD/MM/YYYY of a Date (local time) or of a 'YYYY-MM-DD' string. */
export function formatoFecha(valor: Date | string | null | undefined): string {
  if (!valor) return '';
  if (typeof valor === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
  }
  return `${dos(valor.getDate())}/${dos(valor.getMonth() + 1)}/${valor.getFullYear()}`;
}

/** DD/MM/YYYY HH:mm (appointments, interviews). */
export function formatoFechaHora(valor: Date | null | undefined): string {
  if (!valor) return '';
  return `${formatoFecha(valor)} ${dos(valor.getHours())}:${dos(valor.getMinutes())}`;
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
