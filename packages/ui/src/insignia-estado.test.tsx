// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsigniaEstado } from './insignia-estado';

describe('InsigniaEstado', () => {
  it('el texto es exactamente la etiqueta (el color nunca es la única señal) y cada tono tiene su color', () => {
    render(
      <>
        <InsigniaEstado etiqueta="Enviado a cliente" tono="marca" testId="estado-candidato" />
        <InsigniaEstado etiqueta="Cancelado" tono="peligro" />
        <InsigniaEstado etiqueta="Borrador" />
      </>,
    );
    expect(screen.getByTestId('estado-candidato').textContent).toBe('Enviado a cliente');
    expect(screen.getByText('Cancelado').className).toContain('text-red-800');
    expect(screen.getByText('Borrador').className).toContain('text-slate-700');
  });
});
