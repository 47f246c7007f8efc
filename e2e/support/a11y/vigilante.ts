import type { BrowserContext, Page } from '@playwright/test';
import { violacionesGraves, type Violacion } from './axe';

/** How long a screen may keep loading before it is checked as it is. */
const ESPERA_CARGA_MS = 3_000;

/**
 * Screens (route patterns: ids as N) already checked on arrival in this worker. A screen is checked on arrival the
 * first time any test visits it; its later states are checked at the end of every test that leaves it open. Keeps
 * the suite's time (axe takes a second or two per screen on this machine) without leaving any screen unchecked.
 */
const patronesVistos = new Set<string>();
const patronDe = (url: URL) => url.pathname.replace(/\d+/g, 'N');

/**
 * Errors of an analysis overtaken by the test itself: it navigated (a new document has no axe: "reading
 * 'runPartial'"/"axe is not defined") or closed the page meanwhile. The new screen gets its own analysis.
 */
const esInterrupcion = (error: unknown) =>
  /Execution context was destroyed|Target page, context or browser has been closed|Target closed|navigat|reading 'run(Partial)?'|axe is not defined/i.test(String(error));

/**
 * Runs axe on every screen a test visits, automatically: after each main-frame navigation (full loads and the
 * SPA's pushState route changes) once the screen has loaded, and on every open page when the test ends (the
 * last state, with any dialog still open).
 */
export class VigilanteAccesibilidad {
  private readonly pendientes = new Set<Promise<void>>();
  /** One analysis at a time: axe refuses to start while another run is in progress in the page. */
  private cadena: Promise<void> = Promise.resolve();
  private readonly vistas = new WeakMap<Page, Set<string>>();
  readonly violaciones: Violacion[] = [];
  /** Analyses that could not run to the end for another reason than the test moving on. */
  readonly errores: string[] = [];

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
      await page.waitForLoadState('load').catch(() => undefined);
      await page.waitForLoadState('networkidle', { timeout: ESPERA_CARGA_MS }).catch(() => undefined);
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
    if ((vistas.has(pantalla) || patronesVistos.has(patronDe(url))) && !aunqueVista) return;
    try {
      const encontradas = await violacionesGraves(page);
      vistas.add(pantalla);
      patronesVistos.add(patronDe(url));
      for (const v of encontradas) {
        if (!this.violaciones.some((w) => w.regla === v.regla && w.pantalla === v.pantalla && w.elementos.join() === v.elementos.join())) this.violaciones.push(v);
      }
    } catch (error) {
      if (!esInterrupcion(error)) this.errores.push(`${pantalla}: ${String(error)}`);
    }
  }

  /** Waits for the screens still being checked, then checks the final state of every open page. */
  async terminar(contexto: BrowserContext): Promise<void> {
    while (this.pendientes.size) await Promise.all([...this.pendientes]);
    for (const page of contexto.pages()) await this.enCola(() => this.analizar(page, true));
  }
}
