// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_CATALOGOS_ADMIN as M } from '@talento/rules';
import { ModalEntrada } from './modal-entrada';
import type { EntradaCatalogo } from './tipos';

const enviados: unknown[] = [];
vi.mock('../../trpc', () => ({
  trpc: {
    useUtils: () => ({ administracion: { catalogos: { listar: { invalidate: () => undefined } } } }),
    administracion: {
      catalogos: {
        listar: { useQuery: () => ({ data: undefined }) },
        guardar: { useMutation: () => ({ mutate: (v: unknown) => enviados.push(v), isPending: false }) },
      },
    },
  },
}));
vi.mock('../../catalogos/buscadores', () => ({ useBuscadores: () => ({}) }));

afterEach(() => {
  cleanup();
  enviados.length = 0;
});

const guardar = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('ModalEntrada › Cargos', () => {
  it('a new position may leave its code empty (the server generates it); the name is required', async () => {
    render(<ModalEntrada clave="cargos" entrada={null} onCerrar={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Nuevo cargo' })).toBeTruthy();
    expect(screen.queryByText('Existe en el ERP')).toBeNull();
    await guardar();
    expect(screen.getByText(M.nombreRequerido).textContent).toBe(M.nombreRequerido);
    expect(enviados).toEqual([]);

    await userEvent.type(screen.getByLabelText('Nombre', { exact: false }), 'Operario de planta');
    await guardar();
    expect(enviados).toEqual([{ catalogo: 'cargos', codigo: null, nombre: 'Operario de planta' }]);
  });

  it('a code with spaces is refused under the field', async () => {
    render(<ModalEntrada clave="cargos" entrada={null} onCerrar={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Código', { exact: false }), 'CAR 12');
    await userEvent.type(screen.getByLabelText('Nombre', { exact: false }), 'Operario');
    await guardar();
    expect(screen.getByText(M.codigoCargoFormato).textContent).toBe(M.codigoCargoFormato);
    expect(enviados).toEqual([]);
  });

  it('editing shows "existe en el ERP" read-only and sends only the form with the version', async () => {
    const entrada: EntradaCatalogo = {
      id: 41,
      version: 3,
      activo: true,
      bloqueo: null,
      valores: { codigo: 'CAR-007', nombre: 'Mercaderista', existeEnErp: true },
    };
    render(<ModalEntrada clave="cargos" entrada={entrada} onCerrar={() => undefined} />);
    const dialogo = screen.getByRole('dialog', { name: 'Editar cargo' });
    const dato = within(dialogo).getByText('Existe en el ERP').closest('dl')!;
    expect(within(dato as HTMLElement).getByText('Sí')).toBeTruthy();
    expect(within(dialogo).queryByRole('checkbox')).toBeNull();
    const nombre = screen.getByLabelText('Nombre', { exact: false });
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Mercaderista volante');
    await guardar();
    expect(enviados).toEqual([
      { catalogo: 'cargos', id: 41, version: 3, codigo: 'CAR-007', nombre: 'Mercaderista volante' },
    ]);
  });
});
