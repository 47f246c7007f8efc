// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { permisosConGrupos, QuienTienePermiso } from './quien-tiene-permiso';
import type { GrupoAdmin, PermisoCatalogo } from './tipos';

afterEach(cleanup);

const grupo = (nombre: string, usuarios: number, permisos: string[]): GrupoAdmin => ({
  id: nombre.length,
  version: 1,
  nombre,
  portal: 'staff',
  delSistema: false,
  usuarios,
  permisos,
});
const GRUPOS = [
  grupo('Administradores', 1, ['add_pedido', 'add_todos_los_clientes']),
  grupo('Ejecutivos_Lider', 3, ['add_pedido']),
];
const PERMISOS: PermisoCatalogo[] = [
  { codigo: 'add_pedido', descripcion: 'Crear pedidos', area: 'Pedidos' },
  { codigo: 'add_todos_los_clientes', descripcion: 'Ver todos los clientes', area: 'Administración' },
  { codigo: 'read_auditoria', descripcion: 'Consultar la auditoría', area: 'Administración' },
];

describe('Quién tiene cada permiso', () => {
  it('lists every flag with the groups that give it, in catalogue order; a search keeps matching flags', () => {
    expect(permisosConGrupos(GRUPOS, PERMISOS).map((p) => [p.codigo, p.grupos.map((g) => g.nombre)])).toEqual(
      [
        ['add_pedido', ['Administradores', 'Ejecutivos_Lider']],
        ['add_todos_los_clientes', ['Administradores']],
        ['read_auditoria', []],
      ],
    );
    expect(permisosConGrupos(GRUPOS, PERMISOS, 'ADMINISTRACION').map((p) => p.codigo)).toEqual([
      'add_todos_los_clientes',
      'read_auditoria',
    ]);
    // A group's name finds the flags it gives.
    expect(permisosConGrupos(GRUPOS, PERMISOS, 'ejecutivos').map((p) => p.codigo)).toEqual(['add_pedido']);
  });

  it('shows each flag by its description with its groups and their active members, never its code', async () => {
    render(<QuienTienePermiso grupos={GRUPOS} permisos={PERMISOS} />);
    const tabla = screen.getByRole('table', { name: 'Quién tiene cada permiso' });
    const fila = within(tabla).getByRole('row', { name: /Crear pedidos/ });
    expect(fila.textContent).toContain('Administradores (1 usuario activo)');
    expect(fila.textContent).toContain('Ejecutivos_Lider (3 usuarios activos)');
    expect(within(tabla).getByRole('row', { name: /Consultar la auditoría/ }).textContent).toContain(
      'Ningún grupo',
    );
    expect(tabla.textContent).not.toContain('add_pedido');

    await userEvent.type(screen.getByLabelText('Buscar permiso, área o grupo'), 'todos');
    expect(within(tabla).queryByRole('row', { name: /Crear pedidos/ })).toBeNull();
    expect(within(tabla).getByRole('row', { name: /Ver todos los clientes/ })).toBeTruthy();
  });
});
