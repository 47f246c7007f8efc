import { describe, expect, it } from 'vitest';
import { formatoDinero } from '../formato';
import { marcasDisponibles, rechazoMarca, EntradaComentarHv, EntradaMarcarHv } from './comentarios';
import {
  direccionCompuesta,
  idDeParametro,
  ordenarExperiencias,
  rangoSalarial,
  ultimaExperiencia,
} from './resumen';
import { etiquetaEstadoTrazabilidad, paginar } from './trazabilidad';

const exp = (fechaRetiro: string | null, fechaIngreso: string, actual = false) => ({
  fechaRetiro,
  fechaIngreso,
  actual,
});

describe('ultimaExperiencia (latest by fecha_retiro)', () => {
  it('a current job first, then the latest end date, ties by start date', () => {
    const a = exp('2022-05-01', '2020-01-01');
    const b = exp('2024-01-31', '2022-06-01');
    const c = exp(null, '2024-03-01', true);
    expect(ultimaExperiencia([a, b])).toBe(b);
    expect(ultimaExperiencia([a, c, b])).toBe(c);
    expect(ultimaExperiencia([])).toBeNull();
    const d = exp('2024-01-31', '2023-01-01');
    expect(ultimaExperiencia([b, d])).toBe(d);
    expect(ordenarExperiencias([a, c, b])).toEqual([c, b, a]);
  });
});

describe('display helpers', () => {
  it('composed address by type', () => {
    const base = {
      tipoDireccion: 2,
      direccionCadena: 'Calle 10 # 2-3',
      direccionAdicional: 'Apto 201',
      direccionBarrio: 'Kennedy',
      direccionZona: 'Sur',
      direccionRural: null,
      direccionOtra: null,
    };
    expect(direccionCompuesta(base)).toBe('Calle 10 # 2-3, Apto 201, Barrio Kennedy, Zona Sur');
    expect(direccionCompuesta({ ...base, tipoDireccion: 1, direccionRural: 'Vereda El Salitre' })).toBe(
      'Vereda El Salitre, Sur',
    );
    expect(direccionCompuesta({ ...base, tipoDireccion: 3 })).toBeNull();
  });

  it('salary range', () => {
    expect(rangoSalarial(1300000, 1600000, formatoDinero)).toBe('$1.300.000 - $1.600.000');
    expect(rangoSalarial(1300000, null, formatoDinero)).toBe('Desde $1.300.000');
    expect(rangoSalarial(null, null, formatoDinero)).toBeNull();
  });

  it('ids of routes and query strings', () => {
    expect(idDeParametro('42')).toBe(42);
    expect(idDeParametro('4.2')).toBeNull();
    expect(idDeParametro('-1')).toBeNull();
    expect(idDeParametro('99999999999')).toBeNull();
    expect(idDeParametro(null)).toBeNull();
  });
});

describe('comments and marks', () => {
  it('comment text is required with the spec message', () => {
    expect(EntradaComentarHv.safeParse({ candidatoId: 1, comentario: '   ' }).error?.issues[0]?.message).toBe(
      'Debes escribir el comentario',
    );
    expect(EntradaComentarHv.safeParse({ candidatoId: 1 }).error?.issues[0]?.message).toBe(
      'Debes escribir el comentario',
    );
    expect(EntradaComentarHv.parse({ candidatoId: 1, comentario: ' Hola ' })).toEqual({
      candidatoId: 1,
      comentario: 'Hola',
      visibleCliente: false,
    });
  });

  it('a mark type must be chosen', () => {
    expect(EntradaMarcarHv.safeParse({ candidatoId: 1 }).error?.issues[0]?.message).toBe(
      'Debes slecionar una marca',
    );
    expect(EntradaMarcarHv.safeParse({ candidatoId: 1, tipoMarcaId: 0 }).error?.issues[0]?.message).toBe(
      'Debes slecionar una marca',
    );
  });

  it('each mark type once per CV; inactive types are not offered', () => {
    const tipos = [
      { id: 1, activo: true },
      { id: 2, activo: true },
      { id: 3, activo: false },
    ];
    expect(marcasDisponibles(tipos, [1]).map((t) => t.id)).toEqual([2]);
    expect(rechazoMarca(tipos[0]!, [1])).toMatch(/ya tiene esta marca/);
    expect(rechazoMarca(tipos[2]!, [])).toBe('La marca seleccionada no está disponible.');
    expect(rechazoMarca(null, [])).toBe('La marca seleccionada no está disponible.');
    expect(rechazoMarca(tipos[1]!, [1])).toBeNull();
  });
});

describe('traceability', () => {
  it('state labels of spec 03 §4, Desconocido otherwise', () => {
    expect(etiquetaEstadoTrazabilidad(0)).toBe('Agregado a pedido');
    expect(etiquetaEstadoTrazabilidad(8)).toBe('Se presenta en lugar de trabajo');
    expect(etiquetaEstadoTrazabilidad(10)).toBe('Cancelado por otras razones');
    expect(etiquetaEstadoTrazabilidad(11)).toBe('Desconocido');
    expect(etiquetaEstadoTrazabilidad(null)).toBe('Desconocido');
  });

  it('5 per page; a page beyond the last goes to the last', () => {
    expect(paginar(12, 1)).toEqual({ pagina: 1, paginas: 3, total: 12, desplazamiento: 0, tamano: 5 });
    expect(paginar(12, 3)).toMatchObject({ pagina: 3, desplazamiento: 10 });
    expect(paginar(12, 9)).toMatchObject({ pagina: 3, desplazamiento: 10 });
    expect(paginar(0, 2)).toEqual({ pagina: 1, paginas: 1, total: 0, desplazamiento: 0, tamano: 5 });
  });
});
