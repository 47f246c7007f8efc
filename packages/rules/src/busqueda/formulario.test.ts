import { describe, expect, it } from 'vitest';
import { MENSAJES_BUSQUEDA, textoTotalBusqueda } from './constantes';
import { BusquedaCriteriosSchema, BusquedaPalabraSchema } from './esquemas';
import {
  criteriosDesdeFormulario,
  esquemaFormularioCriterios,
  formularioCriteriosVacio,
  type FormularioCriterios,
} from './formulario';
import { instanteEnBogota } from '../fechas';

const hoy = instanteEnBogota('2026-11-22', 10, 0);
const con = (cambios: Partial<FormularioCriterios>): FormularioCriterios => ({
  ...formularioCriteriosVacio(),
  ...cambios,
});

describe('criteriosDesdeFormulario', () => {
  it('without any criterion on: "Por favor llena los campos" titled "Búsqueda inválida"', () => {
    expect(criteriosDesdeFormulario(formularioCriteriosVacio(), hoy)).toEqual({
      ok: false,
      titulo: 'Búsqueda inválida',
      errores: ['Por favor llena los campos'],
    });
    // A value without its checkbox does not count.
    expect(criteriosDesdeFormulario(con({ genero: { activo: false, valor: 1 } }), hoy).ok).toBe(false);
  });

  it('a criterion switched on requires its value', () => {
    const r = criteriosDesdeFormulario(
      con({ ciudad: { activo: true, valor: null }, profesion: { activo: true, valor: '  ' } }),
      hoy,
    );
    expect(r).toEqual({
      ok: false,
      titulo: null,
      errores: ['Debe llenar el campo Ciudad de residencia', 'Debe llenar el campo Profesión'],
    });
    expect(
      criteriosDesdeFormulario(con({ edad: { activo: true, minima: 20, maxima: null } }), hoy),
    ).toMatchObject({ ok: false, errores: ['Debe llenar el campo Rango de edad'] });
  });

  it('builds the procedure input; only switched-on criteria travel; the age range becomes birth-date bounds', () => {
    const r = criteriosDesdeFormulario(
      con({
        disponibilidad: { activo: true, valor: 0 },
        ciudad: { activo: true, valor: { id: 7, nombre: 'Bogotá' } },
        edad: { activo: true, minima: 25, maxima: 35 },
        nivelAcademico: { activo: true, valor: 1 },
        disponibleParaViaje: { activo: true, valor: false },
        genero: { activo: false, valor: 2 },
        cargo: { activo: true, valor: ' Barista ' },
      }),
      hoy,
    );
    expect(r).toEqual({
      ok: true,
      criterios: {
        disponibilidad: 0,
        ciudadResidencia: 7,
        nivelAcademico: 1,
        disponibleParaViaje: false,
        cargoAAspirar: 'Barista',
        fechaNacimientoMaxima: '2001-11-22',
        fechaNacimientoMinima: '1990-11-22',
      },
    });
    if (r.ok) expect(BusquedaCriteriosSchema.safeParse(r.criterios).success).toBe(true);
  });

  it('age: minimum at least 0, maximum at least the minimum', () => {
    expect(
      criteriosDesdeFormulario(con({ edad: { activo: true, minima: -1, maxima: 30 } }), hoy),
    ).toMatchObject({ ok: false, errores: [MENSAJES_BUSQUEDA.edadMinima] });
    expect(
      criteriosDesdeFormulario(con({ edad: { activo: true, minima: 30, maxima: 29 } }), hoy),
    ).toMatchObject({ ok: false, errores: [MENSAJES_BUSQUEDA.edadMaxima] });
    expect(criteriosDesdeFormulario(con({ edad: { activo: true, minima: 30, maxima: 30 } }), hoy).ok).toBe(
      true,
    );
  });

  it('salary: minimum at least 0, maximum at least the minimum', () => {
    expect(
      criteriosDesdeFormulario(con({ aspiracionMinima: { activo: true, valor: -5 } }), hoy),
    ).toMatchObject({ ok: false, errores: [MENSAJES_BUSQUEDA.aspiracionMinima] });
    const invertido = con({
      aspiracionMinima: { activo: true, valor: 2_000_000 },
      aspiracionMaxima: { activo: true, valor: 1_500_000 },
    });
    expect(criteriosDesdeFormulario(invertido, hoy)).toMatchObject({
      ok: false,
      errores: [MENSAJES_BUSQUEDA.aspiracionMaxima],
    });
    const bien = con({
      aspiracionMinima: { activo: true, valor: 1_500_000 },
      aspiracionMaxima: { activo: true, valor: 1_500_000 },
    });
    expect(criteriosDesdeFormulario(bien, hoy)).toEqual({
      ok: true,
      criterios: { aspiracionMinima: 1_500_000, aspiracionMaxima: 1_500_000 },
    });
  });
});

describe('schemas of the procedures', () => {
  const mensajes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message) ?? [];

  it('criteria: at least one, bounds in order, catalogue values only', () => {
    expect(mensajes(BusquedaCriteriosSchema.safeParse({}))).toEqual(['Por favor llena los campos']);
    expect(mensajes(BusquedaCriteriosSchema.safeParse({ aspiracionMinima: 3, aspiracionMaxima: 2 }))).toEqual(
      [MENSAJES_BUSQUEDA.aspiracionMaxima],
    );
    expect(mensajes(BusquedaCriteriosSchema.safeParse({ aspiracionMinima: -1 }))).toContain(
      MENSAJES_BUSQUEDA.aspiracionMinima,
    );
    expect(
      mensajes(
        BusquedaCriteriosSchema.safeParse({
          fechaNacimientoMinima: '2001-01-02',
          fechaNacimientoMaxima: '2001-01-01',
        }),
      ),
    ).toEqual([MENSAJES_BUSQUEDA.fechasNacimiento]);
    expect(BusquedaCriteriosSchema.safeParse({ disponibilidad: 9 }).success).toBe(false);
    expect(BusquedaCriteriosSchema.safeParse({ genero: 1, pagina: 57 }).success).toBe(false);
    expect(BusquedaCriteriosSchema.parse({ genero: 1 })).toEqual({ genero: 1, pagina: 1 });
  });

  it('keyword: text required and trimmed, pages 1–56', () => {
    expect(mensajes(BusquedaPalabraSchema.safeParse({ texto: '   ' }))).toEqual([
      MENSAJES_BUSQUEDA.textoVacio,
    ]);
    expect(mensajes(BusquedaPalabraSchema.safeParse({}))).toEqual([MENSAJES_BUSQUEDA.textoVacio]);
    expect(BusquedaPalabraSchema.parse({ texto: ' gestión ' })).toEqual({ texto: 'gestión', pagina: 1 });
    expect(BusquedaPalabraSchema.safeParse({ texto: 'a', pagina: 0 }).success).toBe(false);
    expect(BusquedaPalabraSchema.safeParse({ texto: 'x'.repeat(201) }).success).toBe(false);
  });

  it('the total reads "más de 1.000 resultados" when the count was cut', () => {
    expect(textoTotalBusqueda(1000, false)).toBe('más de 1.000 resultados');
    expect(textoTotalBusqueda(1, true)).toBe('1 candidato');
    expect(textoTotalBusqueda(1000, true)).toBe('1.000 candidatos');
    expect(textoTotalBusqueda(54, false, 54)).toBe('más de 54 resultados');
  });
});

describe('esquemaFormularioCriterios (zodResolver)', () => {
  const mensajes = (f: FormularioCriterios) =>
    esquemaFormularioCriterios(hoy)
      .safeParse(f)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('pone cada mensaje en su criterio y el de "sin criterios" en la raíz; la salida es la entrada del procedimiento', () => {
    expect(mensajes(formularioCriteriosVacio())).toEqual([['root', MENSAJES_BUSQUEDA.sinCriterios]]);
    expect(
      mensajes(
        con({
          nivelAcademico: { activo: true, valor: null },
          edad: { activo: true, minima: 30, maxima: 20 },
        }),
      ),
    ).toEqual([
      ['nivelAcademico', 'Debe llenar el campo Nivel académico'],
      ['edad', MENSAJES_BUSQUEDA.edadMaxima],
    ]);
    const bien = con({ aspiracionMinima: { activo: true, valor: 1_500_000 } });
    expect(esquemaFormularioCriterios(hoy).parse(bien)).toEqual(
      criteriosDesdeFormulario(bien, hoy).ok ? { aspiracionMinima: 1_500_000 } : null,
    );
  });
});
