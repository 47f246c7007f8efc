import type { FilaReporteStock } from './tipos';

const ENCABEZADO = ['Cliente', 'Alto', 'Medio', 'Bajo', 'Muy bajo', 'Total'];

/** A CSV field: quoted when it holds the separator, a quote or a line break (quotes doubled). */
function campo(valor: string | number): string {
  const texto = String(valor);
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/**
 * The report by level as CSV for Excel in Spanish: `;` between fields, CRLF between rows and a UTF-8 BOM first so the
 * accents of client names read right.
 */
export function csvReporteStock(filas: readonly FilaReporteStock[]): string {
  const lineas = [
    ENCABEZADO,
    ...filas.map((f) => [f.cliente, f.alto, f.medio, f.bajo, f.muyBajo, f.total]),
  ].map((l) => l.map(campo).join(';'));
  return `\uFEFF${lineas.join('\r\n')}\r\n`;
}

/** Downloads a text as a file from the browser (Blob + a temporary link). */
export function descargarTexto(nombre: string, texto: string, tipo = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([texto], { type: tipo }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  URL.revokeObjectURL(url);
}
