import { describe, expect, it } from 'vitest';
import { instanteEnBogota } from '../fechas';
import { MENSAJES_CITAS as M } from './mensajes';
import {
  coincideEnRecepcion,
  diaDeRecepcion,
  esEstadoDeLlegada,
  rechazoDeshacerLlegada,
  textoLlegadaRegistrada,
} from './recepcion';

const llego = { codigo: 'llego' };
const sinDocumentos = { codigo: 'no_trajo_documentos' };
const otro = { codigo: null };
const llegada = instanteEnBogota('2026-12-03', 9, 0);
const tras = (segundos: number) => new Date(llegada.getTime() + segundos * 1000);

describe('rechazoDeshacerLlegada', () => {
  it.each([
    ['sin estado antes', null],
    ['otro estado antes', otro],
  ])('deshace una primera llegada reciente (%s)', (_, anterior) => {
    expect(rechazoDeshacerLlegada({ estado1: llego, llegada }, anterior, tras(5))).toBeNull();
    expect(rechazoDeshacerLlegada({ estado1: sinDocumentos, llegada }, anterior, tras(120))).toBeNull();
  });

  it('no deshace pasados 2 minutos', () => {
    expect(rechazoDeshacerLlegada({ estado1: llego, llegada }, null, tras(121))).toBe(
      M.llegadaDeshacerVencido,
    );
  });

  it('no deshace si la cita ya no muestra una llegada o si antes ya había una', () => {
    expect(rechazoDeshacerLlegada({ estado1: otro, llegada }, null, tras(5))).toBe(M.llegadaNoDeshacible);
    expect(rechazoDeshacerLlegada({ estado1: null, llegada }, null, tras(5))).toBe(M.llegadaNoDeshacible);
    expect(rechazoDeshacerLlegada({ estado1: llego, llegada: null }, null, tras(5))).toBe(
      M.llegadaNoDeshacible,
    );
    expect(rechazoDeshacerLlegada({ estado1: llego, llegada }, sinDocumentos, tras(5))).toBe(
      M.llegadaNoDeshacible,
    );
  });
});

describe('recepción', () => {
  it('reconoce los estados de llegada', () => {
    expect([llego, sinDocumentos, otro, null].map(esEstadoDeLlegada)).toEqual([true, true, false, false]);
  });

  it('nombra lo registrado en el aviso', () => {
    expect(textoLlegadaRegistrada(llego, 'Ana Pérez')).toBe('Ana Pérez: llegada registrada');
    expect(textoLlegadaRegistrada(sinDocumentos, 'Ana Pérez')).toBe('Ana Pérez: llegó sin documentos');
  });

  it('el día de recepción es el de Bogotá: hoy, mañana u otro elegido', () => {
    // 23:30 in Bogotá is already the next day in UTC.
    const noche = instanteEnBogota('2026-12-31', 23, 30);
    expect(diaDeRecepcion('hoy', noche)).toBe('2026-12-31');
    expect(diaDeRecepcion('manana', noche)).toBe('2027-01-01');
    expect(diaDeRecepcion('otro', noche, '2027-02-15')).toBe('2027-02-15');
    expect(diaDeRecepcion('otro', noche, null)).toBe('2026-12-31');
  });
});

describe('coincideEnRecepcion', () => {
  const ana = { candidato: 'Ana María Peña', documento: '1020304050' };
  it.each([
    ['', true],
    ['1020304050', true],
    ['30405', true],
    ['1.020.304.050', true],
    ['999', false],
    ['ana pena', true],
    ['MARÍA', true],
    ['ana gómez', false],
  ])('«%s» → %s', (busqueda, esperado) => expect(coincideEnRecepcion(busqueda, ana)).toBe(esperado));
});
