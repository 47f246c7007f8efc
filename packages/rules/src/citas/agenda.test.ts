import { describe, expect, it } from 'vitest';
import { instanteEnBogota } from '../fechas';
import { horaOfrecida } from '../fechas/selector';
import { fechaCitaPorDefecto, textoLugarCita } from './reglas';
import { EntradaCrearCita } from './entradas';

describe('fechaCitaPorDefecto', () => {
  it('now + 30 minutes rounded up to the 15-minute grid, without seconds', () => {
    const ahora = new Date(instanteEnBogota('2026-03-10', 10, 7).getTime() + 23_456);
    expect(fechaCitaPorDefecto(ahora)).toEqual(instanteEnBogota('2026-03-10', 10, 45));
    // Already on the grid: stays.
    expect(fechaCitaPorDefecto(instanteEnBogota('2026-03-10', 10, 15))).toEqual(
      instanteEnBogota('2026-03-10', 10, 45),
    );
    // One millisecond past the grid goes to the next slot.
    expect(fechaCitaPorDefecto(new Date(instanteEnBogota('2026-03-10', 10, 15).getTime() + 1))).toEqual(
      instanteEnBogota('2026-03-10', 11, 0),
    );
  });

  it('a slot of today that already started is not offered', () => {
    const ahora = instanteEnBogota('2026-03-10', 10, 7);
    expect(horaOfrecida(instanteEnBogota('2026-03-10', 10, 0), ahora)).toBe(false);
    expect(horaOfrecida(instanteEnBogota('2026-03-10', 10, 15), ahora)).toBe(true);
    expect(horaOfrecida(instanteEnBogota('2026-03-11', 7, 0), ahora)).toBe(true);
  });
});

describe('the place of an appointment', () => {
  it('reads as a branch with address, the client’s address, or the link', () => {
    const base = { sucursal: null, lugarDireccion: null, enlaceVirtual: null, cliente: null };
    expect(
      textoLugarCita({
        ...base,
        lugar: 'sucursal',
        sucursal: { nombre: 'Cali', direccion: 'Avenida 6N # 23-45', ciudad: 'Cali' },
      }),
    ).toBe('Cali, Avenida 6N # 23-45, Cali');
    expect(
      textoLugarCita({ ...base, lugar: 'cliente', cliente: 'Acme', lugarDireccion: 'Calle 1 # 2-3' }),
    ).toBe('Dirección de Acme: Calle 1 # 2-3');
    expect(textoLugarCita({ ...base, lugar: 'virtual', enlaceVirtual: 'https://meet.example.com/x' })).toBe(
      'Videollamada: https://meet.example.com/x',
    );
  });

  it('defaults to the branch and an hour; a video call needs an http(s) link', () => {
    const base = {
      documento: '123',
      candidatoId: 1,
      razonEntrevista: 1,
      encargadoId: 2,
      fechaHoraEntrevista: new Date('2030-01-01T15:00:00Z'),
    };
    expect(EntradaCrearCita.parse(base)).toMatchObject({
      lugar: 'sucursal',
      duracionMinutos: 60,
      aceptarCruce: false,
    });
    expect(EntradaCrearCita.safeParse({ ...base, lugar: 'virtual', enlaceVirtual: 'ftp://x' }).success).toBe(
      false,
    );
    expect(
      EntradaCrearCita.safeParse({ ...base, lugar: 'virtual', enlaceVirtual: 'https://meet.example.com/x' })
        .success,
    ).toBe(true);
  });
});
