// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Notificaciones, notificar } from './notificaciones';

describe('notificar.conDeshacer', () => {
  it('muestra el aviso con "Deshacer", que llama a la reversa una sola vez', async () => {
    const deshacer = vi.fn();
    render(<Notificaciones />);
    notificar.conDeshacer('El candidato ha sido seleccionado', deshacer);
    expect(await screen.findByText('El candidato ha sido seleccionado')).toBeTruthy();
    // A plain click: sonner's swipe handler calls setPointerCapture on pointerdown, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(deshacer).toHaveBeenCalledTimes(1);
  });
});
