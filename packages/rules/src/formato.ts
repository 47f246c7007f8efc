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
