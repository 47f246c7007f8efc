// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatoFechaHora, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import { ListaEntrevistas, VideoEntrevista } from './video-entrevista';

afterEach(cleanup);

describe('video interviews of a rating (issue 17)', () => {
  it('a video shows its link and the date it was recorded', () => {
    const fecha = new Date('2026-11-20T15:00:00Z');
    const { container } = render(
      <VideoEntrevista video="https://plataforma.example/v/1.mp4" fecha={fecha} />,
    );
    expect(screen.getByRole('link', { name: 'Ver video' }).getAttribute('href')).toBe(
      'https://plataforma.example/v/1.mp4',
    );
    expect(container.textContent).toBe(`Ver video · grabado el ${formatoFechaHora(fecha)}`);
    expect(container.textContent).toContain('20/11/2026 10:00');
  });

  it('a deleted video says so, with no link', () => {
    const { container } = render(<VideoEntrevista video={null} fecha={new Date('2026-01-02T10:00:00Z')} />);
    expect(container.textContent).toBe('El video fue borrado por antiguedad.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a rating without interview answers says "No tiene entrevista"; with answers, lists them', () => {
    const { container, rerender } = render(<ListaEntrevistas entrevistas={[]} item={() => null} />);
    expect(container.textContent).toBe(`Video entrevista: ${M.sinEntrevista}`);
    expect(M.sinEntrevista).toBe('No tiene entrevista');
    rerender(
      <ListaEntrevistas entrevistas={[{ id: 1 }, { id: 2 }]} item={(e) => <li>respuesta {e.id}</li>} />,
    );
    expect(screen.getByRole('list', { name: 'Video entrevistas' }).textContent).toBe(
      'respuesta 1respuesta 2',
    );
  });
});
