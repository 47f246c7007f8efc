import axeCore from 'axe-core';
import type { Frame, Page } from '@playwright/test';

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

/** axe-core's source, configured as @axe-core/playwright does in legacy mode (frames of the same origin only). */
const FUENTE_AXE = `${axeCore.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

interface ConAxe {
  axe?: { run?: unknown };
}

/**
 * Puts axe-core into every frame of the page that does not have it yet. A document keeps the copy it got: a second
 * analysis of the same document (an SPA route change, the state a test leaves) runs that copy again, already compiled
 * and warmed up, instead of a fresh one (injecting anew cost as much CPU as the analysis itself). A frame that cannot
 * take it (gone, navigating) is left out, as @axe-core/playwright does; the main frame's failure surfaces in the run.
 */
async function inyectarAxe(page: Page): Promise<void> {
  const inyectar = async (frame: Frame) => {
    const tiene = await frame.evaluate(() => typeof (window as ConAxe).axe?.run === 'function');
    if (!tiene) await frame.evaluate(FUENTE_AXE);
  };
  await Promise.all(page.frames().map((frame) => inyectar(frame).catch(() => undefined)));
}

/** Critical and serious violations of WCAG 2.x A/AA (and best practices) on the page as it is now. */
export async function violacionesGraves(page: Page): Promise<Violacion[]> {
  // CSS transitions in flight (a button just re-enabled fading its background) would be measured half-way.
  await page.evaluate(() => {
    for (const animacion of document.getAnimations()) {
      // Infinite ones (spinners) cannot finish and do not change colours: left running.
      if (animacion.effect?.getComputedTiming().endTime !== Infinity) animacion.finish();
    }
  });
  await inyectarAxe(page);
  // axe.run in the page itself (legacy mode): runPartial/finishRun would open a blank page in the context to combine
  // frames, which a spec waiting for a popup (context.waitForEvent('page')) would take for its own window. Only
  // violations are read: axe still runs every rule, but does not collect and send back every node that passed.
  // One run at a time per document (axe refuses to start while another is in progress): a spec's own check may
  // come while the fixture's analysis of the same screen is running; it waits for it.
  const resultado = await page.evaluate(() => {
    const w = window as unknown as { axe: typeof axeCore; analisisAxe?: Promise<unknown> };
    const corrida = (w.analisisAxe ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => w.axe.run(document, { resultTypes: ['violations'] }));
    w.analisisAxe = corrida;
    return corrida;
  });
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
