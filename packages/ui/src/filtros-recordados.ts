/** Prefix of every remembered filter in local storage (orders, CV searches, appointments). */
export const CLAVE_FILTROS = 'talento:filtros:';

/** Clears every remembered filter: done at login (spec 01 §2, 03 §9). */
export function limpiarFiltrosRecordados(storage: Storage = window.localStorage): void {
  const claves: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const clave = storage.key(i);
    if (clave?.startsWith(CLAVE_FILTROS)) claves.push(clave);
  }
  for (const clave of claves) storage.removeItem(clave);
}
