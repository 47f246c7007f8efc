import type { BrowserContext, Page } from '@playwright/test';
import { violacionesGraves, type Violacion } from './axe';
import { anotarVistos, tiposVistos } from './registro-vistos';

/** How long a screen may keep loading before it is checked as it is. */
const ESPERA_CARGA_MS = 3_000;

/**
 * Screens are known by their route pattern (ids as N). A screen is checked on arrival the first time any test of the
 * run visits it, in any worker; at the end of a test, an open page is checked again only when it shows a kind of
 * element no analysis of that screen has seen yet (a dialog, an error state, a new panel). Keeps the suite's time (axe
 * takes a second or two per screen on this machine) without leaving any state of a screen unchecked. What each
 * screen's analyses saw is shared by the run's workers (registro-vistos.ts).
 */
const patronDe = (url: URL) => url.pathname.replace(/\d+/g, 'N');

/**
 * The kinds of element on the page: tag, classes, role, type and the names of its ARIA attributes (not their text),
 * plus whether it is hidden or disabled. Two states of a screen that differ only in their data (rows, names) have
 * the same kinds; a dialog or an alert adds new ones.
 */
function tiposDeElemento(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tipos = new Set<string>();
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const atributos = Array.from(el.attributes)
        .filter(
          (a) =>
            a.name.startsWith('aria-') ||
            ['role', 'type', 'disabled', 'hidden', 'tabindex', 'open'].includes(a.name),
        )
        .map((a) =>
          a.name.startsWith('aria-') &&
          !/^aria-(hidden|expanded|selected|checked|disabled|invalid|current|modal)$/.test(a.name)
            ? a.name
            : `${a.name}=${a.value}`,
        )
        .sort();
      tipos.add(`${el.tagName}.${el.getAttribute('class') ?? ''}[${atributos.join(',')}]`);
    }
    return [...tipos];
  });
}

/**
 * Errors of an analysis overtaken by the test itself: it navigated (a new document has no axe: "reading
 * 'runPartial'"/"axe is not defined") or closed the page meanwhile. The new screen gets its own analysis.
 */
const esInterrupcion = (error: unknown) =>
  /Execution context was destroyed|Target page, context or browser has been closed|Target closed|navigat|reading 'run(Partial)?'|axe is not defined/i.test(
    String(error),
  );

/**
 * Runs axe on every screen a test visits, automatically: after each main-frame navigation (full loads and the
 * SPA's pushState route changes) once the screen has loaded, and on every open page when the test ends (the
 * last state, with any dialog still open).
 */
export class VigilanteAccesibilidad {
  private readonly pendientes = new Set<Promise<void>>();
  private terminando = false;
  private avisarFin: () => void = () => undefined;
  private readonly fin = new Promise<void>((resolve) => (this.avisarFin = resolve));
  /** One analysis at a time: axe refuses to start while another run is in progress in the page. */
  private cadena: Promise<void> = Promise.resolve();
  private readonly vistas = new WeakMap<Page, Set<string>>();
  readonly violaciones: Violacion[] = [];
  /** Analyses that could not run to the end for another reason than the test moving on. */
  readonly errores: string[] = [];
  /** The analyses this test ran and their time in ms (axe's part of the suite, written to .tiempos/ by the fixture). */
  readonly analisis: { pantalla: string; ms: number }[] = [];

  vigilar(contexto: BrowserContext): void {
    for (const page of contexto.pages()) this.vigilarPagina(page);
    contexto.on('page', (page) => this.vigilarPagina(page));
  }

  private vigilarPagina(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || frame.url().startsWith('about:')) return;
      this.programar(page);
    });
  }

  private programar(page: Page): void {
    const tarea = (async () => {
      // When the test ends, a screen still settling is not waited for: the final analysis of `terminar` checks that
      // same page as the test left it, so waiting for it to go idle first would only add seconds to every test.
      await Promise.race([
        (async () => {
          await page.waitForLoadState('load').catch(() => undefined);
          await page.waitForLoadState('networkidle', { timeout: ESPERA_CARGA_MS }).catch(() => undefined);
        })(),
        this.fin,
      ]);
      if (this.terminando) return;
      await this.enCola(() => this.analizar(page));
    })().finally(() => this.pendientes.delete(tarea));
    this.pendientes.add(tarea);
  }

  private enCola(tarea: () => Promise<void>): Promise<void> {
    const siguiente = this.cadena.then(tarea);
    this.cadena = siguiente.catch(() => undefined);
    return siguiente;
  }

  private async analizar(page: Page, aunqueVista = false): Promise<void> {
    if (page.isClosed() || page.url().startsWith('about:')) return;
    const url = new URL(page.url());
    const pantalla = url.pathname + url.search;
    const vistas = this.vistas.get(page) ?? new Set<string>();
    this.vistas.set(page, vistas);
    const patron = patronDe(url);
    const yaVistos = tiposVistos(patron);
    if ((vistas.has(pantalla) || yaVistos) && !aunqueVista) return;
    try {
      const tipos = await tiposDeElemento(page);
      if (yaVistos && tipos.every((t) => yaVistos.has(t))) return;
      const t0 = performance.now();
      const encontradas = await violacionesGraves(page);
      this.analisis.push({ pantalla: patron, ms: Math.round(performance.now() - t0) });
      vistas.add(pantalla);
      anotarVistos(patron, tipos);
      for (const v of encontradas) {
        if (
          !this.violaciones.some(
            (w) =>
              w.regla === v.regla && w.pantalla === v.pantalla && w.elementos.join() === v.elementos.join(),
          )
        )
          this.violaciones.push(v);
      }
    } catch (error) {
      if (!esInterrupcion(error)) this.errores.push(`${pantalla}: ${String(error)}`);
    }
  }

  /** Waits for the screens still being checked, then checks the final state of every open page not yet seen. */
  async terminar(contexto: BrowserContext): Promise<void> {
    this.terminando = true;
    this.avisarFin();
    while (this.pendientes.size) await Promise.all([...this.pendientes]);
    for (const page of contexto.pages()) await this.enCola(() => this.analizar(page, true));
  }
}
