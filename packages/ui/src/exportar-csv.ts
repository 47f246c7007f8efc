/** A column of an export: its header and how to read a row's value. */
export interface ColumnaCsv<T> {
  titulo: string;
  valor: (fila: T) => string | number | null | undefined;
}

/** A CSV field: quoted when it holds the separator, a quote or a line break (quotes doubled). */
function campoCsv(valor: string | number | null | undefined): string {
  const texto = valor === null || valor === undefined ? '' : String(valor);
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/**
 * Rows as CSV for Excel in Spanish: `;` between fields, CRLF between rows and a UTF-8 BOM first so accents read
 * right. The one export of every list (the list's own columns and values, as shown).
 */
export function aCsv<T>(columnas: readonly ColumnaCsv<T>[], filas: readonly T[]): string {
  const lineas = [
    columnas.map((c) => campoCsv(c.titulo)).join(';'),
    ...filas.map((f) => columnas.map((c) => campoCsv(c.valor(f))).join(';')),
  ];
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
