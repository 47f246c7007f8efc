import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { conTurnoDeBusqueda } from './admision';
import { concurrenciaBusquedas } from './env';

describe('admission control of the CV searches', () => {
  it('allows BUSQUEDA_CONCURRENCIA searches at once, or the cores when unset or invalid', () => {
    expect(concurrenciaBusquedas({ BUSQUEDA_CONCURRENCIA: '3' })).toBe(3);
    expect(concurrenciaBusquedas({})).toBe(availableParallelism());
    expect(concurrenciaBusquedas({ BUSQUEDA_CONCURRENCIA: '0' })).toBe(availableParallelism());
    expect(concurrenciaBusquedas({ BUSQUEDA_CONCURRENCIA: 'muchas' })).toBe(availableParallelism());
  });

  it('never runs more searches than allowed; the others start in arrival order as slots free', async () => {
    const permitidas = concurrenciaBusquedas();
    let activas = 0;
    let maximo = 0;
    const inicios: number[] = [];
    const liberar: (() => void)[] = [];
    const tareas = Array.from({ length: permitidas + 3 }, (_, i) =>
      conTurnoDeBusqueda(async () => {
        activas++;
        maximo = Math.max(maximo, activas);
        inicios.push(i);
        await new Promise<void>((resolve) => liberar.push(resolve));
        activas--;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(activas).toBe(permitidas);
    while (liberar.length) {
      liberar.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(tareas)).toEqual(tareas.map((_, i) => i));
    expect(maximo).toBe(permitidas);
    expect(inicios).toEqual(tareas.map((_, i) => i));
  });

  it('a failing search frees its slot and reports its own error', async () => {
    for (let i = 0; i <= concurrenciaBusquedas(); i++) {
      await expect(conTurnoDeBusqueda(() => Promise.reject(new Error(`falló ${i}`)))).rejects.toThrow(
        `falló ${i}`,
      );
    }
    await expect(conTurnoDeBusqueda(() => Promise.resolve('sigue'))).resolves.toBe('sigue');
  });
});
