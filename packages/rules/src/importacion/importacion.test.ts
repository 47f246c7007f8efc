import { describe, expect, it } from 'vitest';
import { detectarTipo, emparejarEncabezados } from './encabezados';
import { revisarFila, type CatalogosImportacion } from './filas';
import { MENSAJES_IMPORTACION as M } from './mensajes';
import { claveComparable } from './normalizar';
import { leerDeCatalogo, leerFechaCelda, leerPesos, leerSiNo } from './valores';
import { GENERO_CANDIDATO } from '../enums/hv';

const catalogos: CatalogosImportacion = {
  ciudad: (t) => ({ bogota: 1, '11001': 1, medellin: 2 })[claveComparable(t) as 'bogota'],
  profesion: (t) => (claveComparable(t) === 'contadorapublicoa' ? 'Contador(a) público(a)' : undefined),
  cargo: (t) => (claveComparable(t) === 'recepcionista' ? 'Recepcionista' : undefined),
  sucursal: () => undefined,
};
const HOY = '2026-12-02';

describe('importación: encabezados', () => {
  it.each([
    [
      ['Cédula', 'Primer Nombre', 'CORREO ELECTRÓNICO'],
      ['numero_documento', 'nombre1', 'email'],
    ],
    [
      ['numero documento', 'nombre 1', 'Teléfono'],
      ['numero_documento', 'nombre1', 'telefono_o_celular'],
    ],
    [
      ['documento', 'documento'],
      ['numero_documento', null],
    ],
  ])('%j → %j', (encabezados, columnas) => {
    expect(emparejarEncabezados('candidatos', encabezados).columnas).toEqual(columnas);
  });

  it('lo no reconocido queda para el usuario, y su mapeo lo resuelve', () => {
    const e = emparejarEncabezados('contactos', ['NIT', 'Dirección de correo']);
    expect(e).toMatchObject({ sinEmparejar: ['Dirección de correo'], faltantes: ['correo'] });
    const m = emparejarEncabezados('contactos', ['NIT', 'Dirección de correo'], {
      'Dirección de correo': 'correo',
    });
    expect(m).toMatchObject({ columnas: ['numero_documento_cliente', 'correo'], faltantes: [] });
  });

  it('el tipo sale del nombre de la hoja o de los encabezados', () => {
    expect(detectarTipo('Hoja de Experiencias', [])).toBe('experiencias');
    expect(detectarTipo('datos.csv', ['NIT', 'razón social', 'tipo_documento'])).toBe('clientes');
    expect(detectarTipo('x', ['a', 'b'])).toBeNull();
  });
});

describe('importación: celdas', () => {
  it.each([
    ['Sí', true],
    ['si', true],
    ['X', true],
    ['No', false],
    ['', false],
  ])('sí/no %j', (t, v) => expect(leerSiNo(t, false)).toEqual({ ok: true, valor: v }));
  it.each([
    ['1.500.000', 1_500_000],
    ['$ 1.500.000', 1_500_000],
    ['1500000,00', 1_500_000],
    ['', null],
  ])('pesos %j', (t, v) => expect(leerPesos(t)).toEqual({ ok: true, valor: v }));
  it('pesos con decimales o letras: rechazados', () => expect(leerPesos('12,5 mil').ok).toBe(false));
  it.each([
    ['15/03/1990', '1990-03-15'],
    ['5/3/1990', '1990-03-05'],
    ['1990-03-15', '1990-03-15'],
  ])('fecha %j', (t, v) => expect(leerFechaCelda(t, HOY)).toEqual({ ok: true, valor: v }));
  it('fechas imposibles o futuras', () => {
    expect(leerFechaCelda('31/02/1990', HOY)).toEqual({ ok: false, mensaje: M.fecha });
    expect(leerFechaCelda('01/01/2030', HOY)).toEqual({ ok: false, mensaje: M.fechaFutura });
  });
  it('catálogo por etiqueta, clave o código, sin tildes ni mayúsculas', () => {
    expect(leerDeCatalogo(GENERO_CANDIDATO, 'FEMENINO')).toEqual({ ok: true, valor: 1 });
    expect(leerDeCatalogo(GENERO_CANDIDATO, '2')).toEqual({ ok: true, valor: 2 });
    expect(leerDeCatalogo(GENERO_CANDIDATO, 'otro').ok).toBe(false);
  });
});

describe('importación: filas con las reglas de los formularios', () => {
  const candidato = {
    tipo_documento: 'Cédula de ciudadanía',
    numero_documento: '1.020.304.050',
    nombre1: 'María',
    apellido1: 'Pérez',
    email: 'Maria@Correo.com',
    telefono_o_celular: '3001234567',
    fecha_nacimiento: '15/03/1990',
    ciudad_donde_vive: 'Bogotá',
    profesiones: 'contador(a) publico(a)',
    cargos_a_aspirar: 'recepcionista',
    disponible_para_viajar: 'Sí',
  };

  it('un candidato válido: documento sin puntos, correo en minúsculas, catálogos resueltos', () => {
    const r = revisarFila('candidatos', candidato, catalogos, HOY);
    expect(r).toMatchObject({
      ok: true,
      clave: '1020304050',
      datos: {
        tipoDocumento: 0,
        email: 'maria@correo.com',
        fechaNacimiento: '1990-03-15',
        ciudadDondeViveId: 1,
        profesiones: ['Contador(a) público(a)'],
        cargosAAspirar: ['Recepcionista'],
        disponibleParaViajar: true,
      },
    });
  });

  it('cada error en su columna, con el mensaje del formulario', () => {
    const r = revisarFila(
      'candidatos',
      {
        ...candidato,
        email: 'no-correo',
        nombre1: 'M',
        ciudad_donde_vive: 'Atlantis',
        cargos_a_aspirar: 'a|b|c|d',
      },
      catalogos,
      HOY,
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errores).toMatchObject({
      email: 'El correo no es válido',
      nombre1: 'Debe tener entre 2 y 30 caracteres',
      ciudad_donde_vive: M.fueraDeCatalogo('Atlantis'),
      cargos_a_aspirar: M.demasiadosCargos,
    });
  });

  it('un cliente con NIT: el dígito de verificación se comprueba', () => {
    expect(
      revisarFila(
        'clientes',
        { tipo_documento: 'NIT', numero_documento: '860001234-1', nombre: 'Andina' },
        catalogos,
        HOY,
      ),
    ).toMatchObject({
      ok: true,
      clave: '860001234',
    });
    expect(
      revisarFila(
        'clientes',
        { tipo_documento: 'NIT', numero_documento: '860001234-7', nombre: 'Andina' },
        catalogos,
        HOY,
      ).ok,
    ).toBe(false);
  });

  it('una fórmula es texto como cualquier otro', () => {
    const r = revisarFila(
      'experiencias',
      { numero_documento: '123456', empresa: '=HYPERLINK("x","y")', cargo: 'Auxiliar' },
      catalogos,
      HOY,
    );
    expect(r).toMatchObject({ ok: true, datos: { empresa: '=HYPERLINK("x","y")' } });
  });
});
