// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorPatron } from './editor-patron';
import { SelectorPunto } from './selector-punto';
import type { RutasMercaderista } from './tipos';

const enviados: unknown[] = [];
vi.mock('../../trpc', () => ({
  trpc: {
    useUtils: () => ({ administracion: { merchandising: { invalidate: () => undefined } } }),
    mapa: { configuracion: { useQuery: () => ({ data: { googleMapsApiKey: null }, isLoading: false }) } },
    administracion: {
      merchandising: {
        guardarPatron: {
          useMutation: () => ({ mutate: (v: unknown) => enviados.push(v), isPending: false }),
        },
      },
    },
  },
}));

afterEach(() => {
  cleanup();
  enviados.length = 0;
});

const almacen = (almacenId: number, nombre: string) => ({ almacenId, nombre, cliente: 'Andina' });
const rutas: RutasMercaderista = {
  mercaderista: { id: 31, nombre: 'Lucía Pardo', username: 'lucia' },
  patron: {
    version: 3,
    dias: [[almacen(1, 'Éxito Calle 80'), almacen(2, 'Olímpica Suba')], [], [], [], [], [], []],
  },
  almacenes: [
    { ...almacen(1, 'Éxito Calle 80'), region: null },
    { ...almacen(2, 'Olímpica Suba'), region: null },
    { ...almacen(3, 'Carulla 93'), region: 'Norte' },
  ],
  lunes: '2026-12-07',
  hoy: '2026-12-09',
  dias: [],
};

describe('EditorPatron (Administración › Merchandising › Rutas)', () => {
  it('ordena, quita y agrega almacenes por día y envía la ruta semanal con la versión cargada', async () => {
    render(<EditorPatron rutas={rutas} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bajar Éxito Calle 80 (Andina) el Lunes' }));
    await userEvent.selectOptions(screen.getByLabelText('Agregar al Martes'), '3');
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Olímpica Suba (Andina) del Lunes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ruta semanal' }));
    expect(enviados).toEqual([{ usuarioId: 31, version: 3, dias: [[1], [3], [], [], [], [], []] }]);
  });
});

describe('SelectorPunto', () => {
  it('sin clave de Google dibuja el mapa SVG y un clic da el punto (el centro del área mostrada)', () => {
    const puntos: [number, number][] = [];
    render(
      <SelectorPunto
        punto={{ latitud: 4.6932, longitud: -74.0868 }}
        nombre="Éxito Calle 80"
        otros={[]}
        onPunto={(lat, lng) => puntos.push([lat, lng])}
      />,
    );
    const mapa = screen.getByTestId('mapa-svg');
    mapa.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 800, height: 500, right: 800, bottom: 500, x: 0, y: 0 }) as DOMRect;
    fireEvent.click(mapa, { clientX: 400, clientY: 250 });
    expect(puntos).toEqual([[4.6932, -74.0868]]);
    expect(screen.getByRole('button', { name: '1. Éxito Calle 80' })).toBeTruthy();
  });
});
