import { describe, expect, it } from 'vitest';
import { instanteEnBogota } from '../../fechas';
import { MENSAJES_FORMULARIO_PEDIDO as M } from '../formulario';
import {
  auxilioTransporteExtraEfectivo,
  EntradaCrearPedidoStock,
  EntradaEditarPedidoStock,
  requiereAuxilioTransporteExtra,
  validarFormularioStock,
  type CamposPedidoStockEntrada,
} from './formulario';
import { MENSAJES_PEDIDOS_STOCK as MS } from './mensajes';

const HOY = instanteEnBogota('2026-03-15', 9, 0);
const SMMLV = 1_300_000;
const CTX = { smmlv: SMMLV, hoy: HOY, conPreguntas: false };

type Linea = NonNullable<CamposPedidoStockEntrada['lineas']>[number];
const linea = (cambios: Partial<Linea> = {}): Linea => ({
  ciudadId: 3,
  centroCosto: 'CC-1',
  direccionPresentarse: 'Calle 1 # 2-3',
  personaAutorizaIngreso: 'Ana Pérez',
  vacantes: 2,
  minimoCandidatosVacante: 3,
  salario: 3_000_000,
  fechaIngreso: '2026-04-01',
  jornadaLaboral: 0,
  ...cambios,
});
const valido = (lineas: Linea[] = [linea()]): CamposPedidoStockEntrada => ({
  clienteId: 1,
  perfilId: 2,
  nombreCargo: 'Operario',
  descripcion: 'Empaque',
  lineas,
});
const erroresDe = (datos: unknown) => {
  const r = validarFormularioStock(datos as CamposPedidoStockEntrada, CTX);
  return r.ok ? {} : r.errores;
};

describe('stock form schema (pedidosStock.crear/editar and the screen)', () => {
  // The questions section is shown when the chosen profile has filter questions: then the convocatoria type is
  // required (spec 01 §5); without it, the field is not asked and may stay empty.
  it.each<[string, boolean, unknown, string | undefined]>([
    ['questions shown, no type', true, null, MS.convocatoria],
    ['questions shown, empty type', true, '', MS.convocatoria],
    ['questions shown, blank type', true, '   ', MS.convocatoria],
    ['questions shown, type chosen', true, 'INTERNA', undefined],
    ['no questions, no type', false, null, undefined],
    ['no questions, type kept', false, 'EXTERNA', undefined],
  ])('convocatoria: %s', (_caso, conPreguntas, convocatoria, mensaje) => {
    const r = validarFormularioStock({ ...valido(), convocatoria }, { ...CTX, conPreguntas });
    expect(r.ok ? undefined : r.errores.convocatoria).toBe(mensaje);
    expect(r.ok).toBe(mensaje === undefined);
  });

  it('a convocatoria code longer than the column is refused', () => {
    expect(EntradaCrearPedidoStock.safeParse({ ...valido(), convocatoria: 'X'.repeat(41) }).success).toBe(
      false,
    );
  });

  it('accepts a valid two-city form and applies the defaults (aids 0, no route, not urgent)', () => {
    const r = EntradaCrearPedidoStock.parse(valido([linea(), linea({ ciudadId: 4 })]));
    expect(r.esDestacado).toBe(false);
    expect(r.lineas[1]).toMatchObject({
      auxilioAlimentacion: 0,
      auxilioInternet: 0,
      auxilioCelular: 0,
      auxilioTransporteExtra: null,
      tieneRuta: false,
      comision: null,
      otrosAuxilios: [],
      pedidoPadreOcId: null,
    });
    expect(validarFormularioStock(valido(), CTX).ok).toBe(true);
  });

  it.each<[string, Partial<Linea>, string, string]>([
    ['city missing', { ciudadId: undefined }, 'ciudadId', M.ciudad],
    ['cost centre empty', { centroCosto: '' }, 'centroCosto', M.requerido],
    ['address empty', { direccionPresentarse: '' }, 'direccionPresentarse', M.requerido],
    ['authoriser empty', { personaAutorizaIngreso: '' }, 'personaAutorizaIngreso', M.requerido],
    ['0 vacancies', { vacantes: 0 }, 'vacantes', M.vacantes],
    [
      '0 candidates per vacancy',
      { minimoCandidatosVacante: 0 },
      'minimoCandidatosVacante',
      M.candidatosVacante,
    ],
    ['salary of 11 digits', { salario: 12_345_678_901 }, 'salario', M.maxCaracteres(10)],
    ['salary 0', { salario: 0 }, 'salario', M.salario],
    ['commission of 11 digits', { comision: 12_345_678_901 }, 'comision', M.maxCaracteres(10)],
    ['negative food aid', { auxilioAlimentacion: -1 }, 'auxilioAlimentacion', M.valorNoNegativo],
    ['entry date yesterday', { fechaIngreso: '2026-03-14' }, 'fechaIngreso', M.fechaIngresoVentana],
    ['entry date past 12 months', { fechaIngreso: '2027-03-16' }, 'fechaIngreso', M.fechaIngresoVentana],
    ['full time without hours', { jornadaLaboral: 2 }, 'horarioInicio', M.horaInicio],
    ['half time without end', { jornadaLaboral: 3, horarioInicio: '08:00' }, 'horarioFin', M.horaFin],
    [
      'end before start',
      { jornadaLaboral: 2, horarioInicio: '17:00', horarioFin: '08:00' },
      'horarioFin',
      M.horaOrden,
    ],
    [
      'extra aid without name',
      { otrosAuxilios: [{ nombre: '', valor: 1 }] },
      'otrosAuxilios.0.nombre',
      M.requerido,
    ],
  ])('refuses a block with %s', (_caso, cambios, campo, mensaje) => {
    expect(erroresDe(valido([linea(cambios)]))[`lineas.0.${campo}`]).toBe(mensaje);
  });

  it.each<[string, Partial<Linea>]>([
    ['shifts without hours', { jornadaLaboral: 0 }],
    ['full time with hours', { jornadaLaboral: 2, horarioInicio: '07:00', horarioFin: '17:00' }],
    ['entry date today', { fechaIngreso: '2026-03-15' }],
    ['entry date in exactly 12 months', { fechaIngreso: '2027-03-15' }],
    ['salary of 10 digits', { salario: 9_999_999_999 }],
  ])('accepts a block with %s', (_caso, cambios) => {
    expect(erroresDe(valido([linea(cambios)]))).toEqual({});
  });

  it('refuses the same city twice in one order (one current stock order per profile and city)', () => {
    expect(erroresDe(valido([linea(), linea()]))['lineas.1.ciudadId']).toBe(MS.ciudadRepetida);
    expect(EntradaCrearPedidoStock.safeParse(valido([linea(), linea()])).success).toBe(false);
  });

  it('requires client, profile, job name, description and at least one city block', () => {
    const e = erroresDe({ lineas: [] });
    expect(e).toMatchObject({
      clienteId: M.cliente,
      perfilId: M.perfil,
      nombreCargo: M.requerido,
      descripcion: M.requerido,
      lineas: M.lineas,
    });
  });

  it('edit input needs the order id and version', () => {
    expect(EntradaEditarPedidoStock.safeParse(valido()).success).toBe(false);
    expect(EntradaEditarPedidoStock.safeParse({ ...valido(), id: 5, version: 1 }).success).toBe(true);
  });
});

describe('extra transport allowance: only with no route and salary below twice the minimum wage', () => {
  it.each<[number, boolean, boolean]>([
    [2 * SMMLV - 1, false, true],
    [2 * SMMLV, false, false],
    [2 * SMMLV + 1, false, false],
    [SMMLV, true, false],
    [SMMLV, false, true],
  ])('salary %d, route %s → required %s', (salario, tieneRuta, requerido) => {
    expect(requiereAuxilioTransporteExtra(salario, tieneRuta, SMMLV)).toBe(requerido);
    const e = erroresDe(valido([linea({ salario, tieneRuta })]));
    expect(e['lineas.0.auxilioTransporteExtra']).toBe(requerido ? MS.auxilioTransporteExtra : undefined);
  });

  it('is accepted when given (0 counts as given) and stored as 0 when it does not apply', () => {
    expect(erroresDe(valido([linea({ salario: SMMLV, auxilioTransporteExtra: 0 })]))).toEqual({});
    const base = { salario: SMMLV, tieneRuta: false, auxilioTransporteExtra: 90_000 };
    expect(auxilioTransporteExtraEfectivo(base, SMMLV)).toBe(90_000);
    expect(auxilioTransporteExtraEfectivo({ ...base, tieneRuta: true }, SMMLV)).toBe(0);
    expect(auxilioTransporteExtraEfectivo({ ...base, salario: 3 * SMMLV }, SMMLV)).toBe(0);
  });
});
