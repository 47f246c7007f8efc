import { describe, expect, it } from 'vitest';
import { CLAVE_FILTROS, limpiarFiltrosRecordados } from './filtros-recordados';
import { AlmacenEnMemoria } from './testing/almacen-en-memoria';

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
