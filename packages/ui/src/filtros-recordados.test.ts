import { describe, expect, it } from 'vitest';
import { CLAVE_FILTROS, limpiarFiltrosRecordados } from './filtros-recordados';

class AlmacenEnMemoria implements Storage {
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

describe('limpiarFiltrosRecordados', () => {
  it('borra todos los filtros recordados (pedidos, búsquedas, citas) y conserva lo demás', () => {
    const almacen = new AlmacenEnMemoria();
    almacen.setItem(`${CLAVE_FILTROS}pedidos:vigentes`, '{"ciudad":1}');
    almacen.setItem(`${CLAVE_FILTROS}pedidos:cerrados`, '{}');
    almacen.setItem(`${CLAVE_FILTROS}busqueda-palabra`, '"gestion"');
    almacen.setItem(`${CLAVE_FILTROS}citas`, '{}');
    almacen.setItem('preferencia:tema', 'claro');
    limpiarFiltrosRecordados(almacen);
    expect(almacen.length).toBe(1);
    expect(almacen.getItem('preferencia:tema')).toBe('claro');
  });

  it('no falla con el almacén vacío', () => {
    const almacen = new AlmacenEnMemoria();
    limpiarFiltrosRecordados(almacen);
    expect(almacen.length).toBe(0);
  });
});
