// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FilaBusqueda, ResultadoBusqueda } from '@talento/rules';
import { Resultados } from './resultados';

const estado = vi.hoisted(() => {
  const e: { permisos: string[]; enviados: unknown[]; respuesta: unknown } = {
    permisos: ['read_hojadevida', 'add_candidatopedido'],
    enviados: [],
    respuesta: null,
  };
  return e;
});

vi.mock('../../auth/use-sesion', () => ({ useUsuario: () => ({ id: 1, permisos: estado.permisos }) }));
vi.mock('../../trpc', () => ({
  trpc: {
    hojasDeVida: {
      pedidosCompatibles: {
        useQuery: () => ({
          data: {
            mensajeDisponibilidad: null,
            pedidos: [
              {
                id: 41,
                nombreCargo: 'Auxiliar',
                cliente: 'La Sabana',
                ciudad: 'Cali',
                estadoEtiqueta: 'Selección',
              },
            ],
          },
          isLoading: false,
          error: null,
        }),
      },
      agregarVariosAPedido: {
        useMutation: (o: { onSuccess: (r: unknown) => void }) => ({
          mutate: (v: unknown) => {
            estado.enviados.push(v);
            o.onSuccess(estado.respuesta);
          },
          isPending: false,
        }),
      },
      agregarAPedido: { useMutation: () => ({ mutate: () => undefined, isPending: false }) },
    },
  },
}));

const fila = (candidatoId: number, nombre: string, cambios: Partial<FilaBusqueda> = {}) => ({
  candidatoId,
  nombre,
  numeroDocumento: `10${candidatoId}`,
  profesiones: [],
  ultimaExperiencia: null,
  porcentajeTotal: 80,
  fechaModificacion: '2026-11-20T15:00:00.000Z',
  sinAutorizacion: false,
  ciudad: 'Bogotá D.C.',
  disponibilidad: 0,
  vetadoPorClientes: 0,
  ...cambios,
});

const datos = (exacto = true): ResultadoBusqueda => ({
  filasJson: JSON.stringify([
    fila(1, 'Ana Pérez', { vetadoPorClientes: 2 }),
    fila(2, 'Luis Gómez', { ciudad: null, disponibilidad: 1 }),
    fila(3, 'Eva Ruiz', { vetadoPorClientes: 1, disponibilidad: 2 }),
  ]),
  total: exacto ? 3 : 1000,
  exacto,
  limite: 1000,
  pagina: 1,
  paginas: 1,
});

const pintar = (d = datos()) =>
  render(
    <MemoryRouter>
      <Resultados datos={d} cargando={false} onPagina={() => undefined} />
    </MemoryRouter>,
  );
const filaDe = (nombre: string) =>
  screen
    .getByRole('table', { name: 'Candidatos encontrados' })
    .querySelector<HTMLElement>(
      `[data-testid="resultado-10${{ 'Ana Pérez': 1, 'Luis Gómez': 2, 'Eva Ruiz': 3 }[nombre]}"]`,
    )!;

beforeEach(() => {
  estado.permisos = ['read_hojadevida', 'add_candidatopedido'];
  estado.enviados.length = 0;
});
afterEach(cleanup);

describe('Resultados', () => {
  it('each row shows the city, the availability and the bars by the user’s clients', () => {
    pintar();
    const ana = within(filaDe('Ana Pérez'));
    expect(ana.getByText('Bogotá D.C.')).toBeTruthy();
    expect(ana.getByTestId('disponibilidad').textContent).toBe('Libre');
    expect(ana.getByTestId('vetado').textContent).toBe('Vetado por 2 clientes');
    const luis = within(filaDe('Luis Gómez'));
    // Columns: selection, Candidato, Ciudad…
    expect(luis.getAllByRole('cell')[2]?.textContent).toBe('No Registra');
    expect(luis.getByTestId('disponibilidad').textContent).toBe('En proceso de pedido');
    expect(luis.queryByTestId('vetado')).toBeNull();
    const eva = within(filaDe('Eva Ruiz'));
    expect(eva.getByTestId('vetado').textContent).toBe('Vetado por 1 cliente');
    expect(eva.getByTestId('disponibilidad').textContent).toBe('Contratado');
  });

  it('marks the searched words in the name, document, professions and last job, ignoring case and accents', () => {
    const d = datos();
    d.filasJson = JSON.stringify([
      fila(1, 'Ana Pérez', {
        profesiones: ['Ingeniería de sistemas'],
        ultimaExperiencia: { empresa: 'Sistemas SAS', cargo: 'Analista', salarioFinal: null },
      }),
      fila(2, 'Luis Gómez'),
    ]);
    render(
      <MemoryRouter>
        <Resultados
          datos={d}
          palabras={['perez', 'SISTEMAS', '101']}
          cargando={false}
          onPagina={() => undefined}
        />
      </MemoryRouter>,
    );
    const marcas = (nombre: string) =>
      Array.from(filaDe(nombre).querySelectorAll('mark')).map((m) => m.textContent);
    expect(marcas('Ana Pérez')).toEqual(['Pérez', '101', 'sistemas', 'Sistemas']);
    expect(marcas('Luis Gómez')).toEqual([]);
    // The marked text reads as before.
    expect(within(filaDe('Ana Pérez')).getByRole('link').textContent).toBe('Ana Pérez');
  });

  it('a cut count asks, in usted, to refine the search', () => {
    pintar(datos(false));
    expect(screen.getByTestId('total-resultados').textContent).toBe(
      'más de 1.000 resultados — refine la búsqueda para ver el resto',
    );
  });

  it('without add_candidatopedido there is no selection nor "Agregar a pedido"', () => {
    estado.permisos = ['read_hojadevida'];
    pintar();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Agregar a pedido/ })).toBeNull();
  });

  it('adds the marked rows to one order and lists what happened to each person; the marks are cleared', async () => {
    estado.respuesta = {
      mensaje: 'Se agregaron 1 de 2 candidatos al pedido',
      resultados: [
        { candidatoId: 1, agregado: true, mensaje: 'Candidato agregado exitosamente' },
        {
          candidatoId: 2,
          agregado: false,
          mensaje: 'Este candidato ya se encuentra en proceso con un pedido.',
        },
      ],
    };
    const u = userEvent.setup();
    pintar();
    expect(
      within(filaDe('Ana Pérez')).getByRole('button', { name: 'Agregar a pedido… (Ana Pérez)' }),
    ).toBeTruthy();
    const enBloque = screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar a pedido' });
    expect(enBloque.disabled).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana Pérez' }));
    await u.click(screen.getByRole('checkbox', { name: 'Seleccionar Luis Gómez' }));
    await u.click(screen.getByRole('button', { name: 'Agregar a pedido (2)' }));

    const modal = screen.getByRole('dialog', { name: 'Agregar 2 candidatos a un pedido' });
    await u.click(within(modal).getByRole('button', { name: 'Agregar' }));
    expect(estado.enviados).toEqual([]);
    await u.click(within(modal).getByRole('radio', { name: /Pedido 41 · Auxiliar · La Sabana/ }));
    await u.click(within(modal).getByRole('button', { name: 'Agregar' }));
    expect(estado.enviados).toEqual([{ pedidoId: 41, candidatoIds: [1, 2] }]);

    const lista = within(modal).getByRole('list', { name: 'Resultado por candidato' });
    expect(within(lista).getByRole('listitem', { name: 'Ana Pérez' }).textContent).toContain('Agregado');
    const luis = within(lista).getByRole('listitem', { name: 'Luis Gómez' });
    expect(luis.textContent).toContain('No agregado');
    expect(luis.textContent).toContain('Este candidato ya se encuentra en proceso con un pedido.');
    await u.click(within(modal).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar a pedido' }).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });
});
