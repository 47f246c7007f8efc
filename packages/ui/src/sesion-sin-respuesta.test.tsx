// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SesionSinRespuesta } from './sesion-sin-respuesta';

describe('SesionSinRespuesta', () => {
  it('says why, asks again with Reintentar, and by itself when the connection returns', () => {
    const reintentar = vi.fn();
    render(<SesionSinRespuesta mensaje="Sin servidor" onReintentar={reintentar} reintentando={false} />);
    expect(screen.getByTestId('sesion-sin-respuesta').textContent).toBe('Sin servidor');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reintentar).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reintentar).toHaveBeenCalledTimes(2);
  });
});
