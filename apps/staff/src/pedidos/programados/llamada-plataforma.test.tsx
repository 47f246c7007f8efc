import { describe, expect, it } from 'vitest';
import { EstadoMensajeSaliente as E } from '@talento/rules';
import { INTERVALO_PENDIENTE_MS, intervaloMientrasPendiente } from './llamada-plataforma';

const llamada = (estado: number) => ({ estado, estadoEtiqueta: '', mensaje: null });

describe('intervaloMientrasPendiente', () => {
  it.each([
    [
      'a Pendiente call on a configured platform: every 2 s',
      true,
      [llamada(E.ENVIADO), llamada(E.PENDIENTE)],
      INTERVALO_PENDIENTE_MS,
    ],
    ['nothing Pendiente: no polling', true, [llamada(E.ENVIADO), llamada(E.ERROR), null], false],
    ['unconfigured platform: Pendiente forever, no polling', false, [llamada(E.PENDIENTE)], false],
    ['data not loaded yet', undefined, [], false],
  ] as const)('%s', (_caso, configurada, llamadas, esperado) => {
    expect(intervaloMientrasPendiente(configurada, llamadas)).toBe(esperado);
  });
});
