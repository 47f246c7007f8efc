import { describe, expect, it } from 'vitest';
import { validarFormularioStock } from '../pedidos/stock/formulario';
import { desdeFechaIso } from '../fechas';
import {
  borradorReposicion,
  correoReposicion,
  diasHastaIngreso,
  jefesAvisados,
  nivelPideReposicion,
  POR_DEFINIR,
  vacantesReposicion,
  type DatosReposicion,
} from './pedido-automatico';

const SMMLV = 1_423_500;
const base: DatosReposicion = {
  clienteId: 7,
  perfil: {
    id: 11,
    nombreCargoPerfil: 'Auxiliar de bodega',
    salario: 1_500_000,
    horarioTrabajo: 2,
    tiempoDiasBusqueda: 8,
  },
  ciudadId: 3,
  ciudadNombre: 'Bogotá',
  meta: 20,
  candidatos: 4,
  nivel: 4,
  hoy: '2027-03-10',
  smmlv: SMMLV,
  convocatoria: 'EXTERNA',
};

describe('nivelPideReposicion', () => {
  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
    [9, true],
    [null, false],
  ])('level %s → %s', (nivel, pide) => {
    expect(nivelPideReposicion(nivel)).toBe(pide);
  });
});

describe('vacantesReposicion and diasHastaIngreso', () => {
  it.each([
    [20, 4, 16],
    [20, 19, 1],
    [20, 25, 1],
    [3, 0, 3],
  ])('goal %i with %i in the pool → %i vacancies', (meta, candidatos, vacantes) => {
    expect(vacantesReposicion(meta, candidatos)).toBe(vacantes);
  });
  it.each([
    [8, 8],
    [null, 15],
    [0, 1],
    [400, 90],
  ])('agreed search days %s → entry in %i days', (dias, esperado) => {
    expect(diasHastaIngreso(dias)).toBe(esperado);
  });
});

describe('borradorReposicion', () => {
  it('fills the stock-order form from the profile and passes its whole validation', () => {
    const b = borradorReposicion(base);
    expect(b).toMatchObject({
      clienteId: 7,
      perfilId: 11,
      nombreCargo: 'Auxiliar de bodega',
      esDestacado: false,
    });
    expect(b.descripcion).toContain('nivel Muy bajo (4 de 20 candidatos)');
    expect(b.convocatoria).toBe('EXTERNA');
    expect(b.lineas[0]).toMatchObject({
      ciudadId: 3,
      vacantes: 16,
      salario: 1_500_000,
      centroCosto: POR_DEFINIR,
      fechaIngreso: '2027-03-18',
      jornadaLaboral: 2,
      horarioInicio: '07:00',
      horarioFin: '17:00',
      // Below twice the minimum wage and no route: the extra allowance is required, 0 until someone sets it.
      auxilioTransporteExtra: 0,
    });
    expect(
      validarFormularioStock(b, { smmlv: SMMLV, hoy: desdeFechaIso(base.hoy), conPreguntas: true }),
    ).toMatchObject({ ok: true });
  });

  it.each([0, 1, 2, 3, 4, 5])('is valid for work day %i', (horarioTrabajo) => {
    const b = borradorReposicion({ ...base, perfil: { ...base.perfil, horarioTrabajo } });
    expect(
      validarFormularioStock(b, { smmlv: SMMLV, hoy: desdeFechaIso(base.hoy), conPreguntas: true }),
    ).toMatchObject({ ok: true });
  });

  it('never offers less than the minimum wage and leaves the extra allowance out above twice of it', () => {
    expect(borradorReposicion({ ...base, perfil: { ...base.perfil, salario: 0 } }).lineas[0]?.salario).toBe(
      SMMLV,
    );
    const alto = borradorReposicion({ ...base, perfil: { ...base.perfil, salario: 3 * SMMLV } });
    expect(alto.lineas[0]?.auxilioTransporteExtra).toBeNull();
    expect(
      validarFormularioStock(alto, { smmlv: SMMLV, hoy: desdeFechaIso(base.hoy), conPreguntas: true }),
    ).toMatchObject({ ok: true });
  });
});

describe('jefesAvisados', () => {
  const ana = { id: 5, email: 'ana@x.co', sucursalId: 1 };
  const beto = { id: 2, email: 'beto@x.co', sucursalId: 2 };
  const sinCorreo = { id: 1, email: ' ', sucursalId: 1 };
  it.each([
    ['the branch heads when some work there', [ana, beto, sinCorreo], 1, [ana]],
    ['every head (lowest id first) when none works in the branch', [ana, beto], 9, [beto, ana]],
    ['every head when the profile has no branch', [ana, beto], null, [beto, ana]],
    ['nobody without heads with an address', [sinCorreo], 1, []],
  ] as const)('%s', (_, jefes, sucursal, esperado) => {
    expect(jefesAvisados(jefes, sucursal)).toEqual(esperado);
  });
});

describe('correoReposicion', () => {
  it('names client, profile, city, level and the link to the draft', () => {
    const c = correoReposicion({
      cliente: 'La Sabana',
      perfil: 'Auxiliar',
      ciudad: 'Bogotá',
      nivel: 3,
      candidatos: 6,
      meta: 20,
      pedidoId: 81,
      enlace: 'https://t.co/stock/pedidos-edit/81',
    });
    expect(c.asunto).toBe('Stock en nivel Bajo: borrador de pedido stock 81 (La Sabana)');
    expect(c.texto).toContain(
      'El stock del cliente La Sabana, perfil Auxiliar, en Bogotá, bajó a nivel Bajo (6 de 20 candidatos).',
    );
    expect(c.texto).toContain('https://t.co/stock/pedidos-edit/81');
  });
});
