import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a test (issue 13 budget): none critical nor serious. */
const IMPACTOS_QUE_FALLAN = new Set(['critical', 'serious']);

export interface Violacion {
  regla: string;
  impacto: string;
  pantalla: string;
  ayuda: string;
  /** One line per offending element: its selector and axe's summary of what is wrong. */
  elementos: string[];
}

/** Critical and serious violations of WCAG 2.x A/AA (and best practices) on the page as it is now. */
export async function violacionesGraves(page: Page): Promise<Violacion[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page in the context to combine frames,
  // which a spec waiting for a popup (context.waitForEvent('page')) would take for its own window.
  // CSS transitions in flight (a button just re-enabled fading its background) would be measured half-way.
  await page.evaluate(() => {
    for (const animacion of document.getAnimations()) {
      // Infinite ones (spinners) cannot finish and do not change colours: left running.
      if (animacion.effect?.getComputedTiming().endTime !== Infinity) animacion.finish();
    }
  });
  // Only violations are read: axe still runs every rule, but does not collect and send back every node that passed.
  const resultado = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const pantalla = new URL(page.url()).pathname + new URL(page.url()).search;
  return resultado.violations
    .filter((v) => IMPACTOS_QUE_FALLAN.has(v.impact ?? ''))
    .map((v) => ({
      regla: v.id,
      impacto: v.impact ?? '',
      pantalla,
      ayuda: v.help,
      elementos: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
      ),
    }));
}

/** A readable failure: every rule, screen and element, so the fix needs no re-run. */
export function describirViolaciones(violaciones: Violacion[]): string {
  return violaciones
    .map(
      (v) =>
        `[${v.impacto}] ${v.regla} en ${v.pantalla}: ${v.ayuda}\n${v.elementos.map((e) => `    · ${e}`).join('\n')}`,
    )
    .join('\n');
}
