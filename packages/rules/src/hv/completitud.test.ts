import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calcularCompletitud,
  completitudEducacion,
  completitudExperiencia,
  completitudFamilia,
  completitudGeneral,
  completitudPersonal,
  completitudReferencias,
  type DatosCompletitud,
  type ExperienciaCompletitud,
} from './completitud';

const experiencia = (extra: Partial<ExperienciaCompletitud> = {}): ExperienciaCompletitud => ({
  empresa: 'Almacenes Éxito',
  cargo: 'Auxiliar de bodega',
  fechaIngreso: '2021-01-10',
  fechaRetiro: '2023-02-01',
  actual: false,
  salarioFinal: 1_500_000,
  tipoContrato: 0,
  funciones: 'Alistar pedidos',
  jefeInmediato: 'Ana Ruiz',
  telefonoEmpresa: '601 555 1234',
  motivoRetiro: 4,
  ...extra,
});

function completa(): DatosCompletitud {
  return {
    personal: {
      nombre1: 'Laura',
      apellido1: 'Gómez',
      numeroDocumento: '1012345678',
      fechaExpedicion: '2010-05-02',
      lugarExpedicion: 1,
      fechaNacimiento: '1992-03-01',
      genero: 1,
      estadoCivil: 1,
      email: 'laura@gmail.com',
      telefonoOCelular: '300 123 4567',
      ciudadDondeVive: 1,
      tipoDireccion: 2,
      direccionCadena: 'Calle 10 # 2-3',
      direccionRural: null,
      direccionOtra: null,
    },
    general: {
      tipoVivienda: 1,
      arrendador: 'Pedro Díaz',
      conviveCon: 'Padres',
      cargosAAspirar: ['Cajera'],
      aspiracionSalarialMinima: 1_300_000,
      aspiracionSalarialMaxima: 1_600_000,
      pasatiempos: 'Leer',
      tieneVehiculo: true,
      tipoVehiculo: 0,
      tieneLicenciaConduccion: true,
      categoriaLicencia: 0,
      numeroLicencia: '1012345678',
      tieneLibretaMilitar: false,
      claseLibreta: null,
      numeroLibreta: null,
      tieneTarjetaProfesional: false,
      tarjetaProfesional: null,
    },
    experiencias: [experiencia(), experiencia({ actual: true, fechaRetiro: null, motivoRetiro: null })],
    familia: {
      estadoCivil: 1,
      madreNombre: 'Rosa',
      madreTelefono: '3001',
      padreNombre: 'Luis',
      padreTelefono: '3002',
      conyugeNombre: 'Juan',
      conyugeTelefono: '3003',
      hijos: [{ nombre: 'Sara', fechaNacimiento: '2015-01-01' }],
      personasACargo: [],
    },
    educacion: {
      nivelAcademico: 2,
      primariaInstitucion: 'Colegio',
      primariaAnoFin: 2003,
      bachilleratoInstitucion: 'Colegio',
      bachilleratoTitulo: 'Bachiller',
      bachilleratoAnoFin: 2009,
      estudiosSuperiores: 1,
      habilidades: 2,
    },
    referencias: [
      { nombre: 'Marta', telefono: '3004', ocupacion: 'Docente' },
      { nombre: 'Jorge', telefono: '3005', ocupacion: 'Conductor' },
    ],
  };
}

describe('calcularCompletitud', () => {
  it('a complete CV is 100 in every section', () => {
    expect(calcularCompletitud(completa())).toEqual({
      total: 100,
      personal: 100,
      general: 100,
      experiencia: 100,
      familia: 100,
      educacion: 100,
      referencias: 100,
    });
  });

  it('personal: each of the 12 fields weighs the same; the address follows its type', () => {
    const d = completa();
    expect(
      completitudPersonal({ ...d.personal, email: '  ', genero: null, fechaExpedicion: undefined }),
    ).toBe(75);
    expect(completitudPersonal({ ...d.personal, tipoDireccion: 1 })).toBe(92); // rural address missing: 11/12
    expect(
      completitudPersonal({ ...d.personal, tipoDireccion: 1, direccionRural: 'Vereda El Salitre' }),
    ).toBe(100);
  });

  it('general: conditional fields count only when they apply', () => {
    const g = completa().general;
    expect(completitudGeneral({ ...g, arrendador: null })).toBe(Math.round((9 / 10) * 100));
    expect(completitudGeneral({ ...g, tipoVivienda: 0, arrendador: null })).toBe(100);
    expect(
      completitudGeneral({
        ...g,
        tieneVehiculo: false,
        tipoVehiculo: null,
        tieneLicenciaConduccion: false,
        categoriaLicencia: null,
        numeroLicencia: null,
      }),
    ).toBe(100);
    expect(completitudGeneral({ ...g, tieneLibretaMilitar: true })).toBe(Math.round((10 / 12) * 100));
    expect(completitudGeneral({ ...g, cargosAAspirar: [] })).toBe(90);
  });

  it('experience: 0 without experiences; the average completeness of the experiences otherwise', () => {
    expect(completitudExperiencia([])).toBe(0);
    // Past job missing functions and boss (8/10) and a complete current job (9/9): (0.8 + 1) / 2.
    expect(
      completitudExperiencia([
        experiencia({ funciones: null, jefeInmediato: '' }),
        experiencia({ actual: true, fechaRetiro: null, motivoRetiro: null }),
      ]),
    ).toBe(90);
    // A past job without end date is incomplete.
    expect(completitudExperiencia([experiencia({ fechaRetiro: null })])).toBe(90);
  });

  it('family: spouse only when married or in a free union; each child and dependant counts once', () => {
    const f = completa().familia;
    expect(completitudFamilia({ ...f, estadoCivil: 0, conyugeNombre: null, conyugeTelefono: null })).toBe(
      100,
    );
    expect(completitudFamilia({ ...f, conyugeNombre: null, conyugeTelefono: null })).toBe(
      Math.round((5 / 7) * 100),
    );
    expect(completitudFamilia({ ...f, hijos: [{ nombre: 'Sara', fechaNacimiento: null }] })).toBe(
      Math.round((6 / 7) * 100),
    );
    expect(
      completitudFamilia({
        ...f,
        estadoCivil: 0,
        madreNombre: null,
        madreTelefono: null,
        padreNombre: null,
        padreTelefono: null,
        hijos: [],
      }),
    ).toBe(0);
  });

  it('education: secondary and higher fields depend on the academic level; a skill is expected', () => {
    const e = completa().educacion;
    expect(
      completitudEducacion({
        ...e,
        nivelAcademico: 0,
        bachilleratoInstitucion: null,
        bachilleratoTitulo: null,
        bachilleratoAnoFin: null,
        estudiosSuperiores: 0,
      }),
    ).toBe(100);
    expect(completitudEducacion({ ...e, estudiosSuperiores: 0 })).toBe(Math.round((7 / 8) * 100));
    expect(completitudEducacion({ ...e, habilidades: 0 })).toBe(Math.round((7 / 8) * 100));
    expect(completitudEducacion({ ...e, nivelAcademico: null })).toBe(Math.round((3 / 4) * 100));
  });

  it('references: two expected; extra references do not pass 100', () => {
    const r = completa().referencias;
    expect(completitudReferencias([])).toBe(0);
    expect(completitudReferencias([r[0]!])).toBe(50);
    expect(completitudReferencias([{ nombre: 'A', telefono: '1', ocupacion: null }])).toBe(33);
    expect(completitudReferencias([...r, ...r])).toBe(100);
  });

  it('total: personal 25, general 15, experience 25, family 10, education 25 (references apart)', () => {
    const d = { ...completa(), experiencias: [], referencias: [] };
    expect(calcularCompletitud(d)).toMatchObject({ total: 75, experiencia: 0, referencias: 0 });
    const sinFamilia = {
      ...completa(),
      familia: {
        ...completa().familia,
        estadoCivil: 0,
        madreNombre: null,
        madreTelefono: null,
        padreNombre: null,
        padreTelefono: null,
        hijos: [],
      },
    };
    expect(calcularCompletitud(sinFamilia).total).toBe(90);
  });

  it('every percentage is a whole number between 0 and 100 (property)', () => {
    const valor = fc.oneof(
      fc.constant(null),
      fc.constant(''),
      fc.string({ maxLength: 5 }),
      fc.integer({ min: 0, max: 9 }),
    );
    fc.assert(
      fc.property(valor, valor, valor, fc.boolean(), fc.integer({ min: 0, max: 4 }), (a, b, c, actual, n) => {
        const base = completa();
        const d: DatosCompletitud = {
          ...base,
          personal: { ...base.personal, email: a, genero: b, tipoDireccion: c },
          experiencias: Array.from({ length: n }, () =>
            experiencia({ actual, funciones: a, salarioFinal: b }),
          ),
          referencias: Array.from({ length: n }, () => ({ nombre: a, telefono: b, ocupacion: c })),
        };
        const p = calcularCompletitud(d);
        return Object.values(p).every((x) => Number.isInteger(x) && x >= 0 && x <= 100);
      }),
    );
  });
});
