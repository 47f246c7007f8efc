/** Money `$` without decimals (Colombia), shared by both portals; dates are formatted in fechas/formato.ts. */
const dinero = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatoDinero(valor: number | null | undefined): string {
  if (valor === null || valor === undefined || Number.isNaN(valor)) return '';
  return `$${dinero.format(Math.round(valor))}`;
}
