/**
 * The e2e test with its fixtures (cal.com style, docs/estilo.md §6–7). Import `test` and `expect` from here:
 *
 *   test.use({ usuario: 'jefe' });                    // the page starts signed in (API login + storage state)
 *   test('…', async ({ page, entrar, apiDe, fabricas, paginaDe }) => { … });
 *
 * - Sessions: one `auth.login` over HTTP per user and worker, cached; contexts get it as a storage state.
 * - `apiDe(usuario)`: a typed tRPC client (createTRPCClient<AppRouter>) with that user's session, for set-up.
 * - `fabricas`: the data a test needs, created for it (support/fabricas), never picked from the demo by number.
 * - Accessibility: axe-core runs on every screen the test visits and the test fails on any critical or serious
 *   violation (support/a11y).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type pg from 'pg';
import { describirViolaciones } from './a11y/axe';
import { VigilanteAccesibilidad } from './a11y/vigilante';
import { crearClienteApi, type ClienteApi } from './api/cliente-trpc';
import { iniciarSesionApi, type SesionApi } from './api/sesion-api';
import { conectarBase } from './base-datos';
import { crearFabricas, type Fabricas } from './fabricas';
import { inicioDe, portalDe, type Usuario } from './usuarios';

interface Sesiones {
  de(usuario: Usuario): Promise<SesionApi>;
}

interface FixturesDeTrabajador {
  /** Signed-in sessions of this worker, one login per user. */
  sesiones: Sesiones;
  apiDe: (usuario: Usuario) => ClienteApi;
  base: pg.Pool;
}

export interface FixturesDePrueba {
  /** The user the test's page starts signed in as (null: signed out, for the login screens). */
  usuario: Usuario | null;
  /** Signs the page's context in as `usuario` (the cached session) and opens `ruta` (the portal's home by default). */
  entrar: (usuario: Usuario, ruta?: string) => Promise<void>;
  /** A page in a new context signed in as `usuario` (null: signed out), watched by axe, closed after the test. */
  paginaDe: (usuario: Usuario | null, ruta?: string) => Promise<Page>;
  fabricas: Fabricas;
  accesibilidad: VigilanteAccesibilidad;
}

/** One line per test with its axe analyses (screen pattern, ms): `npm test` sums them up (tooling/scripts/tiempos.mjs). */
const ANALISIS_AXE = new URL('../../.tiempos/axe.jsonl', import.meta.url);

const puertoDe = (baseURL: string | undefined) => {
  if (!baseURL) throw new Error('playwright.config.ts no define baseURL');
  return Number(new URL(baseURL).port);
};

export const test = base.extend<FixturesDePrueba, FixturesDeTrabajador>({
  sesiones: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, use, info) => {
      const baseURL = info.project.use.baseURL ?? '';
      const cache = new Map<Usuario, Promise<SesionApi>>();
      await use({
        de: (usuario) => {
          let sesion = cache.get(usuario);
          if (!sesion) {
            sesion = iniciarSesionApi(baseURL, usuario);
            cache.set(usuario, sesion);
          }
          return sesion;
        },
      });
    },
    { scope: 'worker' },
  ],
  apiDe: [
    async ({ sesiones }, use, info) => {
      const baseURL = info.project.use.baseURL ?? '';
      const clientes = new Map<Usuario, ClienteApi>();
      await use((usuario) => {
        let cliente = clientes.get(usuario);
        if (!cliente) {
          // The login happens on the first call; the client waits for it.
          const sesion = sesiones.de(usuario);
          cliente = crearClienteApi({
            base: baseURL,
            portal: portalDe(usuario),
            cookie: async () => (await sesion).cookie,
          });
          clientes.set(usuario, cliente);
        }
        return cliente;
      });
    },
    { scope: 'worker' },
  ],
  base: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern.
    async ({}, use, info) => {
      const pool = await conectarBase(puertoDe(info.project.use.baseURL));
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],

  usuario: [null, { option: true }],
  storageState: async ({ usuario, sesiones, storageState }, use) => {
    await use(usuario ? (await sesiones.de(usuario)).estado : storageState);
  },
  accesibilidad: [
    async ({ context }, use, info) => {
      const vigilante = new VigilanteAccesibilidad();
      vigilante.vigilar(context);
      await use(vigilante);
      await vigilante.terminar(context);
      mkdirSync(new URL('.', ANALISIS_AXE), { recursive: true });
      appendFileSync(
        ANALISIS_AXE,
        `${JSON.stringify({ prueba: info.titlePath.join(' › '), analisis: vigilante.analisis })}\n`,
      );
      expect(vigilante.errores, 'axe-core no pudo analizar alguna pantalla').toEqual([]);
      expect(
        vigilante.violaciones.length,
        `Violaciones de accesibilidad (axe-core, critical/serious):\n${describirViolaciones(vigilante.violaciones)}`,
      ).toBe(0);
    },
    { auto: true, timeout: 90_000 },
  ],
  entrar: async ({ page, sesiones }, use) => {
    await use(async (usuario, ruta = inicioDe(usuario)) => {
      const { estado } = await sesiones.de(usuario);
      await page.context().addCookies(estado.cookies);
      await page.goto(ruta);
      if (ruta === inicioDe(usuario))
        await expect(page).toHaveURL(new RegExp(`${ruta.replace(/\/$/, '')}/?$`));
    });
  },
  paginaDe: async ({ browser, sesiones, accesibilidad }, use) => {
    const abiertas: { page: Page }[] = [];
    await use(async (usuario, ruta) => {
      const contexto = await browser.newContext({
        storageState: usuario ? (await sesiones.de(usuario)).estado : undefined,
      });
      accesibilidad.vigilar(contexto);
      const page = await contexto.newPage();
      abiertas.push({ page });
      if (ruta ?? usuario) await page.goto(ruta ?? inicioDe(usuario!));
      return page;
    });
    for (const { page } of abiertas) {
      await accesibilidad.terminar(page.context());
      await page.context().close();
    }
  },
  fabricas: async ({ apiDe, base }, use) => {
    await use(crearFabricas({ api: apiDe('jefe'), apiDe, base }));
  },
});

export { expect };
