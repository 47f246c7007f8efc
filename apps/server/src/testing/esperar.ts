import { vi } from 'vitest';

/**
 * Waits for a state: the condition is asked again until it holds (vitest's `vi.waitFor`). The bound only ends a test
 * that would never see the state; it is not a measure of time.
 */
export async function esperar(
  condicion: () => boolean | Promise<boolean>,
  ms = 30_000,
  intervalo = 100,
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condicion())) throw new Error(`la condición no se cumplió en ${ms} ms`);
    },
    { timeout: ms, interval: intervalo },
  );
}
