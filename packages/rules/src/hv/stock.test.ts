import { describe, expect, it } from 'vitest';
import {
  disponibleParaStock,
  esquemaFormularioStock,
  mensajeLiberar,
  MENSAJES_STOCK_HV,
  validarEnvioStock,
} from './stock';

describe('validarEnvioStock (spec 03 §5)', () => {
  it('gives the spec messages in order', () => {
    expect(validarEnvioStock({ accion: 'otra', categoriaId: 1, ciudadId: 1, pedidoId: null })).toBe(
      'Opcion invalida',
    );
    expect(validarEnvioStock({ accion: 'a_categoria', categoriaId: 1, ciudadId: null, pedidoId: null })).toBe(
      'Debe especificar Ciudad',
    );
    expect(
      validarEnvioStock({ accion: 'a_pedido_stock', categoriaId: null, ciudadId: null, pedidoId: null }),
    ).toBe('Debe definir un pedido stock al cual enviar el candidato.');
    expect(validarEnvioStock({ accion: 'a_categoria', categoriaId: null, ciudadId: 3, pedidoId: null })).toBe(
      'Debe seleccionar la categoría de stock',
    );
    expect(
      validarEnvioStock({ accion: 'a_categoria', categoriaId: 2, ciudadId: 3, pedidoId: null }),
    ).toBeNull();
    expect(
      validarEnvioStock({ accion: 'a_pedido_stock', categoriaId: null, ciudadId: null, pedidoId: 7 }),
    ).toBeNull();
  });
  it('only a free candidate (0 and stock 0) may go to stock; release refuses an already free one', () => {
    expect(disponibleParaStock(0, 0)).toBe(true);
    expect(disponibleParaStock(0, 3)).toBe(false);
    expect(disponibleParaStock(1, 0)).toBe(false);
    expect(mensajeLiberar(0)).toBe('El candidato ya esta disponible');
    expect(mensajeLiberar(1)).toBeNull();
    expect(mensajeLiberar(3)).toBeNull();
  });
});

describe('esquemaFormularioStock (el formulario "Enviar a stock")', () => {
  const esquema = esquemaFormularioStock(9);
  const vacio = { accion: '', categoriaId: null, ciudad: null, pedidoId: null };
  const errores = (v: Record<string, unknown>) =>
    Object.fromEntries(
      esquema.safeParse({ ...vacio, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
    );

  it('pone cada mensaje de la especificación bajo el campo que falta (la ciudad con el texto del formulario)', () => {
    expect(errores({})).toEqual({ accion: MENSAJES_STOCK_HV.opcionInvalida });
    expect(errores({ accion: 'a_categoria' })).toEqual({ categoriaId: MENSAJES_STOCK_HV.categoriaRequerida });
    expect(errores({ accion: 'a_categoria', categoriaId: 2 })).toEqual({
      ciudad: MENSAJES_STOCK_HV.ciudadRequeridaFormulario,
    });
    expect(errores({ accion: 'a_pedido_stock' })).toEqual({
      pedidoId: MENSAJES_STOCK_HV.pedidoStockRequerido,
    });
  });

  it('entrega la entrada del procedimiento: la ciudad elegida como su id', () => {
    expect(
      esquema.parse({
        accion: 'a_categoria',
        categoriaId: 2,
        ciudad: { id: 11, etiqueta: 'Bogotá' },
        pedidoId: null,
      }),
    ).toEqual({
      candidatoId: 9,
      accion: 'a_categoria',
      categoriaId: 2,
      ciudadId: 11,
      pedidoId: null,
    });
  });
});
