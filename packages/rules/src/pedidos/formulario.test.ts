import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CamposPedido,
  EntradaCrearPedido,
  EntradaEditarPedido,
  erroresPorCampo,
  esquemaFormularioPedido,
  MENSAJES_FORMULARIO_PEDIDO as M,
  mensajeFechaIngreso,
  validarFormularioPedido,
  type CamposPedidoEntrada,
} from './formulario';
import { instanteEnBogota } from '../fechas';

const HOY = instanteEnBogota('2026-03-15', 9, 0);

const valido = (): CamposPedidoEntrada => ({
  clienteId: 1,
  perfilId: 2,
  lineas: [
    {
      ciudadId: 3,
      vacantes: 2,
      centroCosto: 'CC-1',
      direccionPresentarse: 'Calle 1',
      personaAutorizaIngreso: 'Ana',
    },
  ],
  sucursalId: 4,
  nombreCargo: 'Auxiliar',
  descripcion: 'Descripción',
  salario: 1_500_000,
  jornadaLaboral: 0,
  fechaIngreso: '2026-04-01',
  tipoPedido: 'NUEVO',
});

const errores = (datos: unknown, esquema = esquemaFormularioPedido(HOY)) => {
  const r = esquema.safeParse(datos);
  return r.success ? {} : erroresPorCampo(r.error);
};

describe('form schema shared by the screen and pedidos.crear/editar', () => {
  it('accepts a valid form and applies the defaults (3 candidates per vacancy, aids 0)', () => {
    const r = EntradaCrearPedido.parse(valido());
    expect(r.minimoCandidatosVacante).toBe(3);
    expect(r).toMatchObject({
      auxilioAlimentacion: 0,
      auxilioInternet: 0,
      auxilioCelular: 0,
      auxilioRodamiento: 0,
      otrosAuxilios: [],
      tieneRuta: false,
      esDestacado: false,
      comision: null,
      horarioInicio: null,
    });
  });

  it.each([
    { caso: 'no client', cambio: { clienteId: undefined }, campo: 'clienteId', mensaje: M.cliente },
    { caso: 'no profile', cambio: { perfilId: 0 }, campo: 'perfilId', mensaje: M.perfil },
    { caso: 'no branch', cambio: { sucursalId: undefined }, campo: 'sucursalId', mensaje: M.sucursal },
    { caso: 'no city line', cambio: { lineas: [] }, campo: 'lineas', mensaje: M.lineas },
    { caso: 'empty job name', cambio: { nombreCargo: '   ' }, campo: 'nombreCargo', mensaje: M.requerido },
    { caso: 'empty description', cambio: { descripcion: '' }, campo: 'descripcion', mensaje: M.requerido },
    { caso: 'salary 0', cambio: { salario: 0 }, campo: 'salario', mensaje: M.salario },
    {
      caso: 'salary of 11 digits',
      cambio: { salario: 12_345_678_901 },
      campo: 'salario',
      mensaje: M.maxCaracteres(10),
    },
    {
      caso: 'commission of 11 digits',
      cambio: { comision: 12_345_678_901 },
      campo: 'comision',
      mensaje: M.maxCaracteres(10),
    },
    {
      caso: 'negative food aid',
      cambio: { auxilioAlimentacion: -1 },
      campo: 'auxilioAlimentacion',
      mensaje: M.valorNoNegativo,
    },
    {
      caso: '0 candidates per vacancy',
      cambio: { minimoCandidatosVacante: 0 },
      campo: 'minimoCandidatosVacante',
      mensaje: M.candidatosVacante,
    },
    { caso: 'unknown work day', cambio: { jornadaLaboral: 9 }, campo: 'jornadaLaboral', mensaje: M.jornada },
    { caso: 'no order type', cambio: { tipoPedido: '' }, campo: 'tipoPedido', mensaje: M.tipoPedido },
    { caso: 'no entry date', cambio: { fechaIngreso: '' }, campo: 'fechaIngreso', mensaje: M.fechaIngreso },
    {
      caso: 'entry date yesterday',
      cambio: { fechaIngreso: '2026-03-14' },
      campo: 'fechaIngreso',
      mensaje: M.fechaIngresoVentana,
    },
    {
      caso: 'entry date past 12 months',
      cambio: { fechaIngreso: '2027-03-16' },
      campo: 'fechaIngreso',
      mensaje: M.fechaIngresoVentana,
    },
    {
      caso: 'other aid without name',
      cambio: { otrosAuxilios: [{ nombre: '', valor: 10 }] },
      campo: 'otrosAuxilios.0.nombre',
      mensaje: M.requerido,
    },
  ])('$caso → $campo: $mensaje', ({ cambio, campo, mensaje }) => {
    expect(errores({ ...valido(), ...cambio })[campo]).toBe(mensaje);
  });

  it.each([
    {
      caso: 'line without city',
      linea: { ciudadId: undefined },
      campo: 'lineas.0.ciudadId',
      mensaje: M.ciudad,
    },
    {
      caso: 'line with 0 vacancies',
      linea: { vacantes: 0 },
      campo: 'lineas.0.vacantes',
      mensaje: M.vacantes,
    },
    {
      caso: 'line without cost centre',
      linea: { centroCosto: '' },
      campo: 'lineas.0.centroCosto',
      mensaje: M.requerido,
    },
    {
      caso: 'line without address',
      linea: { direccionPresentarse: ' ' },
      campo: 'lineas.0.direccionPresentarse',
      mensaje: M.requerido,
    },
    {
      caso: 'line without authoriser',
      linea: { personaAutorizaIngreso: '' },
      campo: 'lineas.0.personaAutorizaIngreso',
      mensaje: M.requerido,
    },
  ])('$caso → $campo', ({ linea, campo, mensaje }) => {
    const datos = valido();
    expect(errores({ ...datos, lineas: [{ ...datos.lineas[0], ...linea }] })[campo]).toBe(mensaje);
  });

  it.each([
    { jornada: 0, requiere: false },
    { jornada: 1, requiere: false },
    { jornada: 2, requiere: true },
    { jornada: 3, requiere: true },
    { jornada: 4, requiere: false },
    { jornada: 5, requiere: false },
  ])('work day $jornada requires hours: $requiere', ({ jornada, requiere }) => {
    const e = errores({ ...valido(), jornadaLaboral: jornada }, EntradaCrearPedido);
    expect(e.horarioInicio).toBe(requiere ? M.horaInicio : undefined);
    expect(e.horarioFin).toBe(requiere ? M.horaFin : undefined);
    expect(
      errores(
        { ...valido(), jornadaLaboral: jornada, horarioInicio: '07:00', horarioFin: '17:00' },
        EntradaCrearPedido,
      ),
    ).toEqual({});
  });

  it('end hour must follow the start hour; hours are HH:mm', () => {
    expect(
      errores({ ...valido(), jornadaLaboral: 2, horarioInicio: '17:00', horarioFin: '07:00' }).horarioFin,
    ).toBe(M.horaOrden);
    expect(
      errores({ ...valido(), jornadaLaboral: 2, horarioInicio: '25:00', horarioFin: '07:00' }).horarioInicio,
    ).toBe(M.horaFormato);
  });

  it('validarFormularioPedido shows the hour and date rules together with the other field messages', () => {
    const r = validarFormularioPedido(
      {
        ...valido(),
        clienteId: undefined,
        jornadaLaboral: 2,
        fechaIngreso: '2026-03-01',
      },
      HOY,
    );
    expect(r).toEqual({
      ok: false,
      errores: {
        clienteId: M.cliente,
        horarioInicio: M.horaInicio,
        horarioFin: M.horaFin,
        fechaIngreso: M.fechaIngresoVentana,
      },
    });
    const bien = validarFormularioPedido(valido(), HOY);
    expect(bien.ok && bien.datos.minimoCandidatosVacante).toBe(3);
  });

  it('a salary below the minimum is NOT an error (only a notice on screen)', () => {
    expect(errores({ ...valido(), salario: 100_000 })).toEqual({});
  });

  it('the edit input needs id and version and keeps the hour rule', () => {
    expect(EntradaEditarPedido.safeParse(valido()).success).toBe(false);
    expect(EntradaEditarPedido.safeParse({ ...valido(), id: 5, version: 1 }).success).toBe(true);
    expect(
      erroresPorCampo(
        EntradaEditarPedido.safeParse({ ...valido(), id: 5, version: 1, jornadaLaboral: 3 }).error!,
      ).horarioInicio,
    ).toBe(M.horaInicio);
  });

  it('mensajeFechaIngreso: today and 12 months ahead are valid', () => {
    expect(mensajeFechaIngreso('2026-03-15', HOY)).toBeNull();
    expect(mensajeFechaIngreso('2027-03-15', HOY)).toBeNull();
    expect(mensajeFechaIngreso('15/03/2026', HOY)).toBe(M.fechaIngreso);
  });

  it('property: any garbage input is refused with field messages, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        const r = CamposPedido.safeParse(x);
        if (!r.success) expect(Object.keys(erroresPorCampo(r.error)).length).toBeGreaterThan(0);
      }),
    );
  });

  it('property: money fields accept every non-negative amount of up to 10 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999 }), (salario) => {
        expect(errores({ ...valido(), salario, comision: salario, auxilioCelular: salario })).toEqual({});
      }),
    );
  });
});
