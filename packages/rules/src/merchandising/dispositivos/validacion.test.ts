import { describe, expect, it } from 'vitest';
import { LoteLlegadas, LoteNovedad, LotePuntos, SolicitudEnrolamiento } from './esquemas';
import { esBase64, tipoDeImagen } from './fotos';
import {
  dentroDeColombia,
  etiquetaPunto,
  faltaEnItems,
  mensajeDeCuerpoInvalido,
  vigenciaDeFecha,
} from './validacion';

const ahora = new Date('2026-11-24T15:00:00Z');
const hace = (min: number) => new Date(ahora.getTime() - min * 60_000);

describe('caja de Colombia', () => {
  it.each([
    ['Bogotá', 4.711, -74.0721, true],
    ['Leticia', -4.2153, -69.9406, true],
    ['San Andrés', 12.5847, -81.7006, true],
    ['Punta Gallinas', 12.4583, -71.6667, true],
    ['Quito (al sur del límite)', -0.18, -78.47, true],
    ['Lima', -12.0464, -77.0428, false],
    ['Puerto España al este', 10.65, -61.51, false],
    ['Panamá al oeste', 8.98, -82.0, false],
    ['Null Island', 0, 0, false],
  ] as const)('%s (%d, %d) → %s', (_c, lat, lng, esperado) => {
    expect(dentroDeColombia(lat, lng)).toBe(esperado);
  });
});

describe('hora del dispositivo', () => {
  it.each([
    ['ahora', ahora, 'ok'],
    ['4 minutos adelantado (desfase tolerado)', hace(-4), 'ok'],
    ['6 minutos en el futuro', hace(-6), 'futura'],
    ['hace 6 días', hace(6 * 24 * 60), 'ok'],
    ['hace 8 días', hace(8 * 24 * 60), 'antigua'],
  ] as const)('%s → %s', (_c, fecha, esperado) => {
    expect(vigenciaDeFecha(fecha, ahora)).toBe(esperado);
  });
});

describe('lote de puntos', () => {
  const punto = (lat: number, lng: number, fecha = ahora) => ({ lat, lng, registradoEn: fecha });
  it('nombra el primer punto en falta, contando desde 1', () => {
    const puntos = [punto(4.7, -74), punto(4.8, -74), punto(40.4, -3.7), punto(4.7, -74, hace(-60))];
    expect(faltaEnItems(puntos, ahora, etiquetaPunto)).toBe('El punto 3 está fuera de Colombia');
    expect(faltaEnItems([punto(4.7, -74), punto(4.7, -74, hace(-60))], ahora, etiquetaPunto)).toBe(
      'El punto 2 tiene una fecha en el futuro',
    );
    expect(faltaEnItems([punto(4.7, -74, hace(8 * 24 * 60))], ahora, etiquetaPunto)).toBe(
      'El punto 1 tiene una fecha de hace más de 7 días',
    );
    expect(faltaEnItems(puntos.slice(0, 2), ahora, etiquetaPunto)).toBeNull();
  });

  it.each([
    [
      { clave: '', puntos: [{ lat: 4, lng: -74, registradoEn: '2026-11-24T10:00:00-05:00' }] },
      'clave: La clave de idempotencia es obligatoria (1 a 100 caracteres)',
    ],
    [
      { clave: 'x'.repeat(101), puntos: [{ lat: 4, lng: -74, registradoEn: '2026-11-24T10:00:00-05:00' }] },
      'clave: La clave de idempotencia es obligatoria (1 a 100 caracteres)',
    ],
    [{ clave: 'a', puntos: [] }, 'puntos: El lote no trae puntos'],
    [
      {
        clave: 'a',
        puntos: Array.from({ length: 501 }, () => ({
          lat: 4,
          lng: -74,
          registradoEn: '2026-11-24T10:00:00Z',
        })),
      },
      'puntos: Un lote admite como máximo 500 puntos',
    ],
    [
      {
        clave: 'a',
        puntos: [
          { lat: 4, lng: -74, registradoEn: '2026-11-24T10:00:00Z' },
          { lat: 'x', lng: -74, registradoEn: '2026-11-24T10:00:00Z' },
        ],
      },
      'El punto 2 (lat): La latitud debe ser un número',
    ],
    [
      { clave: 'a', puntos: [{ lat: 4, lng: -74, registradoEn: 'ayer' }] },
      'El punto 1 (registradoEn): registradoEn debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-11-24T15:04:05-05:00)',
    ],
    [
      { clave: 'a', puntos: [{ lat: 4, lng: -74, registradoEn: '2026-11-24T10:00:00' }] },
      'El punto 1 (registradoEn): registradoEn debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-11-24T15:04:05-05:00)',
    ],
    [
      { clave: 'a', puntos: [{ lat: 4, lng: -74, registradoEn: '0000-01-01T00:00:00Z' }] },
      'El punto 1 (registradoEn): La fecha debe estar entre los años 1900 y 2999',
    ],
    [
      { clave: 'a', puntos: [{ lat: 4, lng: -74, registradoEn: '2026-11-24T10:00:00Z', alt: 3 }] },
      'El punto 1: campos no admitidos (alt)',
    ],
  ])('rechaza %# con un mensaje que nombra el campo', (cuerpo, mensaje) => {
    const r = LotePuntos.safeParse(cuerpo);
    expect(r.success).toBe(false);
    expect(mensajeDeCuerpoInvalido(r.error!)).toBe(mensaje);
  });

  it('acepta un lote correcto y convierte la hora del dispositivo en Date', () => {
    const r = LotePuntos.parse({
      clave: 'lote-1',
      puntos: [{ lat: 4.7, lng: -74.07, registradoEn: '2026-11-24T10:00:00-05:00' }],
    });
    expect(r.puntos[0]!.registradoEn).toEqual(new Date('2026-11-24T15:00:00Z'));
  });
});

describe('llegadas, novedades y enrolamiento', () => {
  it('una llegada con lat sin lng se rechaza', () => {
    const r = LoteLlegadas.safeParse({
      clave: 'a',
      llegadas: [{ almacenId: 1, registradoEn: '2026-11-24T10:00:00Z', lat: 4 }],
    });
    expect(mensajeDeCuerpoInvalido(r.error!)).toBe('La llegada 1: lat y lng van juntas');
  });
  it('una novedad con 4 fotos se rechaza', () => {
    const foto = { base64: 'AAAA' };
    const r = LoteNovedad.safeParse({
      clave: 'a',
      subTipoNovedadId: 1,
      almacenId: 1,
      texto: 'x',
      registradoEn: '2026-11-24T10:00:00Z',
      fotos: [foto, foto, foto, foto],
    });
    expect(mensajeDeCuerpoInvalido(r.error!)).toBe('fotos: Una novedad admite como máximo 3 fotos');
  });
  it.each([
    ['abcd-efgh', 'ABCDEFGH'],
    [' abcd efgh ', 'ABCDEFGH'],
  ])('normaliza el código escrito %j', (escrito, codigo) => {
    expect(SolicitudEnrolamiento.parse({ codigo: escrito, deviceId: 'android-1234' }).codigo).toBe(codigo);
  });
  it.each(['ABCDEFG0', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEFGI', ''])('rechaza el código %j', (codigo) => {
    const r = SolicitudEnrolamiento.safeParse({ codigo, deviceId: 'android-1234' });
    expect(mensajeDeCuerpoInvalido(r.error!)).toBe('codigo: El código de enrolamiento no es válido.');
  });
});

describe('tipo real de una foto', () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    [
      'WebP',
      Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56]),
      'image/webp',
    ],
    [
      'RIFF que no es WebP (WAV)',
      Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]),
      null,
    ],
    ['PDF', bytes(0x25, 0x50, 0x44, 0x46), null],
    ['GIF', bytes(0x47, 0x49, 0x46, 0x38), null],
    ['vacío', new Uint8Array(), null],
  ] as const)('%s → %s', (_c, b, esperado) => {
    expect(tipoDeImagen(b)).toBe(esperado);
  });
  it.each([
    ['AAAA', true],
    ['_-8=', true],
    ['AAA*', false],
    ['A', false],
    ['', false],
  ])('base64 %j → %s', (t, esperado) => {
    expect(esBase64(t)).toBe(esperado);
  });
});
