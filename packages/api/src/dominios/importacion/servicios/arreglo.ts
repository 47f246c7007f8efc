/** A PostgreSQL array literal for a `?::text[]` / `?::int[]` parameter (the driver sends a JS array as a list). */
export function arregloPg(valores: readonly (string | number)[]): string {
  return `{${valores.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
