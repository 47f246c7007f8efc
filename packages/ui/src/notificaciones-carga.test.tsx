// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the toast area was asked for: each test imports a fresh copy. The area's own module is
// imported first, so that an area mounted at once would be on screen by the time the test looks.
async function modulo() {
  await import('./notificaciones-toaster');
  return import('./notificaciones');
}

/** Lets pending imports and effects settle. */
const asentar = () => act(() => new Promise<void>((listo) => setTimeout(listo)));

describe('el área de avisos se carga cuando hace falta', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('no se descarga al montar; la primera pulsación del usuario la trae', async () => {
    const { Notificaciones } = await modulo();
    render(<Notificaciones />);
    await asentar();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('un aviso pedido antes de que exista el área la trae y se muestra', async () => {
    const { Notificaciones, notificar } = await modulo();
    render(<Notificaciones />);
    await asentar();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    notificar.exito('Pedido Creado');
    expect(await screen.findByText('Pedido Creado')).toBeTruthy();
  });
});
