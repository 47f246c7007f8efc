/**
 * Remaining days are shown in red at 0 or less. Here and not in dashboard.ts (the dashboard's filter schemas): the
 * client portal shows days left without loading zod.
 */
export function diasEnRojo(diasRestantes: number): boolean {
  return diasRestantes <= 0;
}

/**
 * "Días restantes" of an order as both portals write it (issue 39): the count while days remain, "Vence hoy" on the
 * last day and "Vencido hace 15 días" once past (never a bare 0 nor −15); '—' when the order has no search days.
 * `vencido` marks it in red (0 or less, `diasEnRojo`).
 */
export function textoDiasRestantes(dias: number | null): { texto: string; vencido: boolean } {
  if (dias === null) return { texto: '—', vencido: false };
  const vencido = diasEnRojo(dias);
  if (dias > 0) return { texto: String(dias), vencido };
  if (dias === 0) return { texto: 'Vence hoy', vencido };
  return { texto: `Vencido hace ${-dias} ${dias === -1 ? 'día' : 'días'}`, vencido };
}
