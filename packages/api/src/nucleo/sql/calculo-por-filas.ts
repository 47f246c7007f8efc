import { nombreDeSentencia } from './consulta-preparada';

/**
 * What a service computes from the rows of one statement, kept beside the last rows that statement gave: a read asked
 * again and again (a screen that refreshes, every user of a branch) whose rows change seldom computes its answer once
 * per change of its rows instead of once per request. The statement still runs on every request and its rows are
 * compared value by value with the kept ones; only when every value is the same is the kept result given, so it is
 * never older than the database. The key is the statement with its values (the user's scope among them), and the
 * result a pure function of the rows and of what the key holds: nothing computed for one user's rows reaches another
 * whose rows differ. The result is shared by the requests that receive it: the caller must not change it (copy what it
 * replaces). Emptied past a bound, like the prepared statements.
 */
export class CalculoPorFilas<R> {
  private readonly ultimos = new Map<string, { filas: readonly object[]; resultado: R }>();

  constructor(private readonly maximo = 256) {}

  /** `calcular()` for these rows, or the kept result when `clave` last gave exactly the same rows. */
  obtener(clave: string, filas: readonly object[], calcular: () => R): R {
    const ultimo = this.ultimos.get(clave);
    if (ultimo && mismasFilas(ultimo.filas, filas)) return ultimo.resultado;
    const resultado = calcular();
    if (!ultimo && this.ultimos.size >= this.maximo) this.ultimos.clear();
    this.ultimos.set(clave, { filas, resultado });
    return resultado;
  }
}

/**
 * The key of a statement with its values (placeholders' values as the driver receives them). The statement's text
 * stands in it as its prepared statement's name (`nombreDeSentencia`: a hash of the text, worked out once per text and
 * already looked up by the read that ran it): a report's text is several kilobytes, and a key holding it was built,
 * hashed and compared whole on every request.
 */
export const claveDeSentencia = (sql: string, valores: readonly unknown[], ...otros: unknown[]): string =>
  `${nombreDeSentencia(sql)}\u0000${JSON.stringify(valores)}\u0000${JSON.stringify(otros)}`;

/** Same number of rows, same columns, same values (a Date by its time), in the same order. */
export function mismasFilas(a: readonly object[], b: readonly object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as Record<string, unknown>;
    const y = b[i] as Record<string, unknown>;
    let columnas = 0;
    for (const k in x) {
      columnas++;
      if (!(k in y) || !mismoValor(x[k], y[k])) return false;
    }
    for (const _ in y) columnas--;
    if (columnas !== 0) return false;
  }
  return true;
}

function mismoValor(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  return x instanceof Date && y instanceof Date && x.getTime() === y.getTime();
}
