// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { TrasPintar } from './tras-pintar';

/** Lets two frames go by (the first one painted). */
async function pintar(): Promise<void> {
  await act(async () => {
    await new Promise<void>((listo) => requestAnimationFrame(() => requestAnimationFrame(() => listo())));
  });
}

describe('TrasPintar', () => {
  it('muestra la reserva en el primer render y no descarga lo diferido hasta después de pintar', async () => {
    let descargas = 0;
    const Formulario = lazy(() => {
      descargas++;
      return Promise.resolve({ default: () => <form aria-label="Comentar" /> });
    });
    render(
      <>
        <h1>Pedido 7</h1>
        <TrasPintar reserva={<p>Reservado</p>}>
          <Formulario />
        </TrasPintar>
      </>,
    );
    expect(screen.getByText('Reservado')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Comentar' })).toBeNull();
    expect(descargas).toBe(0);
    await pintar();
    expect(await screen.findByRole('form', { name: 'Comentar' })).toBeTruthy();
    expect(screen.queryByText('Reservado')).toBeNull();
    expect(descargas).toBe(1);
  });

  it('desmontado antes de pintar no deja nada pendiente', async () => {
    let descargas = 0;
    const Diferido = lazy(() => {
      descargas++;
      return Promise.resolve({ default: () => <p>Diferido</p> });
    });
    const { unmount } = render(
      <TrasPintar>
        <Diferido />
      </TrasPintar>,
    );
    unmount();
    await pintar();
    expect(descargas).toBe(0);
  });
});
