import { describe, expect, it } from 'vitest';
import { PERMISOS_POR_GRUPO, resolverPermisos } from '../auth/grupos';
import { opcionesHv } from './opciones';

describe('opcionesHv (spec 03 §6)', () => {
  it('each entry needs its flag', () => {
    expect(opcionesHv([])).toEqual([]);
    expect(opcionesHv(['read_hojadevida'])).toEqual(['enviarNomina', 'imprimir']);
    expect(
      opcionesHv([
        'read_hojadevida',
        'edit_candidato_by_staff',
        'edit_liberar_candidato',
        'add_candidatopedido',
        'add_candidatocategoriastock',
      ]),
    ).toEqual(['editar', 'enviarStock', 'liberar', 'agregarPedido', 'enviarNomina', 'imprimir']);
  });
  it('the branch manager (read only) gets only the read entries', () => {
    expect(opcionesHv(resolverPermisos(['Gerente_Sucursal'], PERMISOS_POR_GRUPO))).toEqual([
      'enviarNomina',
      'imprimir',
    ]);
  });
});
