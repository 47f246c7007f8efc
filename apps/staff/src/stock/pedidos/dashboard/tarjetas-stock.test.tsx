// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FilaStock } from './tabla-stock';
import { TarjetasStock } from './tarjetas-stock';

afterEach(cleanup);

/** A current stock order as pedidosStock.dashboard answers it. */
const fila = (cambios: Partial<FilaStock> = {}): FilaStock => ({
  id: 41,
  estado: 2,
  esDestacado: false,
  cliente: { id: 1, nombre: 'La Sabana' },
  perfil: 'Operario',
  nombreCargo: 'Operario de empaque',
  ciudades: ['Bogotá D.C.'],
  vacantes: 3,
  preseleccionados: 1,
  seleccionados: 0,
  salario: 1_500_000,
  fechaSolicitud: new Date('2026-03-02T15:00:00Z'),
  fechaAprobacion: new Date('2026-03-03T15:00:00Z'),
  creador: 'Juana Jefe',
  automatico: null,
  sucursal: 'Chapinero',
  fechaIngreso: '2026-03-20',
  tipoPedido: 'Temporal',
  diasBusqueda: 15,
  diasTranscurridos: 16,
  diasRestantes: -1,
  pruebaFac: true,
  pruebaDetac: false,
  pruebaComp: true,
  pruebaIdisc: false,
  pruebaValores: false,
  pruebaEntrevistas: true,
  ...cambios,
});

const tarjeta = (id: number) => screen.getByTestId(`tarjeta-pedido-stock-${id}`);

describe('TarjetasStock', () => {
  it('shows what an ordinary card shows: type, branch, days remaining (red when due) and elapsed, entry date, tests', () => {
    render(
      <MemoryRouter>
        <TarjetasStock vista="vigentes" filas={[fila()]} />
      </MemoryRouter>,
    );
    const t = within(tarjeta(41));
    expect(t.getByTestId('tipo-sucursal').textContent).toBe('Temporal · Chapinero');
    expect(t.getByTestId('dias-restantes').textContent).toBe('-1');
    expect(t.getByTestId('dias-restantes').className).toContain('text-red-700');
    expect(t.getByText(/de 15 días · 16 transcurridos · ingreso 20\/03\/2026/)).toBeTruthy();
    expect(t.getByTestId('pruebas-pedido').textContent).toBe('Pruebas: FAC, Competencias, Entrevista');
  });

  it('a closed order shows no days; an order without type, branch or tests says so', () => {
    render(
      <MemoryRouter>
        <TarjetasStock
          vista="cerrados"
          filas={[
            fila({
              id: 42,
              estado: 5,
              tipoPedido: null,
              sucursal: null,
              pruebaFac: false,
              pruebaComp: false,
              pruebaEntrevistas: false,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const t = within(tarjeta(42));
    expect(t.queryByTestId('dias-restantes')).toBeNull();
    expect(t.getByTestId('tipo-sucursal').textContent).toBe('Sin tipo de pedido · Sin sucursal');
    expect(t.getByTestId('pruebas-pedido').textContent).toBe('Pruebas: Ninguna');
  });
});
