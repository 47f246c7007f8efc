// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENSAJES } from '@talento/rules';
import {
  pantallaSinRespuestaDeSesion,
  SesionSinRespuesta,
  type ConsultaDeSesion,
} from './sesion-sin-respuesta';

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

describe('pantallaSinRespuestaDeSesion', () => {
  const consulta = (c: Partial<ConsultaDeSesion>): ConsultaDeSesion => ({
    data: undefined,
    isError: false,
    isPaused: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
    ...c,
  });

  it('nothing while the session is read, once it is, or when there is none (the frame goes to the login)', () => {
    expect(pantallaSinRespuestaDeSesion(consulta({ isFetching: true }), false)).toBeNull();
    expect(pantallaSinRespuestaDeSesion(consulta({ data: { usuario: {} } }), false)).toBeNull();
    expect(pantallaSinRespuestaDeSesion(consulta({ isError: true }), true)).toBeNull();
  });

  it('offline (paused) or a failure without an answer: the connection sentence and Reintentar, which asks again', () => {
    const me = consulta({ isPaused: true });
    render(<>{pantallaSinRespuestaDeSesion(me, false)}</>);
    expect(screen.getByTestId('sesion-sin-respuesta').textContent).toBe(
      MENSAJES.conexion.sinConexionServidor,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(me.refetch).toHaveBeenCalledTimes(1);
  });

  it('a server failure: the login’s own message', () => {
    render(
      <>
        {pantallaSinRespuestaDeSesion(
          consulta({ isError: true, error: { data: { httpStatus: 500 } } }),
          false,
        )}
      </>,
    );
    expect(screen.getByTestId('sesion-sin-respuesta').textContent).toBe(MENSAJES.login.conexion);
  });
});
