/** Pieces of the scope-sweep test data (fuera-de-alcance*.ts). */

/** A word no demo text contains; every out-of-scope row carries it. */
export const MARCA = 'Zorzalina';

export type Sql = <T = Record<string, unknown>>(q: string, p?: unknown[]) => Promise<T[]>;

export async function una<T>(sql: Sql, descripcion: string, q: string, p: unknown[] = []): Promise<T> {
  const [fila] = await sql<T>(q, p);
  if (!fila) throw new Error(`Datos de prueba: falta ${descripcion}`);
  return fila;
}
