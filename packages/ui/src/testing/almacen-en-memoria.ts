/** A Storage in memory, for tests of what the portals keep in local or session storage. */
export class AlmacenEnMemoria implements Storage {
  private datos = new Map<string, string>();
  get length() {
    return this.datos.size;
  }
  clear() {
    this.datos.clear();
  }
  getItem(k: string) {
    return this.datos.get(k) ?? null;
  }
  key(i: number) {
    return [...this.datos.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.datos.delete(k);
  }
  setItem(k: string, v: string) {
    this.datos.set(k, v);
  }
}
