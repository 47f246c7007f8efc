/**
 * Google Maps in the e2e run: every request to maps.googleapis.com is answered here, never by Google (the run works
 * offline and does not spend a key). `simularGoogleMaps` serves the local fake of the Maps JavaScript API
 * (google-maps-falso/maps-api.js) and records the URLs asked for; `cortarGoogleMaps` makes them fail as with no
 * network. The CSP of a server with a key allows the script's origin, so the fake runs where the real one would.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const SCRIPT = readFileSync(new URL('./google-maps-falso/maps-api.js', import.meta.url), 'utf8');
const GOOGLE_MAPS = 'https://maps.googleapis.com/**';

/** What Google does with a key it refuses (wrong key, referrer not allowed): loads, then calls this global. */
const RECHAZO_DE_CLAVE = `\nsetTimeout(() => window.gm_authFailure?.(), 50);\n`;

/**
 * Serves the fake API (`claveRechazada`: then refuses the key as Google does); returns the URLs the page requested
 * (the loader puts the key in them).
 */
export async function simularGoogleMaps(page: Page, { claveRechazada = false } = {}): Promise<string[]> {
  const pedidas: string[] = [];
  await page.route(GOOGLE_MAPS, async (route) => {
    pedidas.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: claveRechazada ? SCRIPT + RECHAZO_DE_CLAVE : SCRIPT,
    });
  });
  return pedidas;
}

/** Requests to Google Maps are never answered (a network that swallows them): no error ever reaches the loader. */
export async function colgarGoogleMaps(page: Page): Promise<string[]> {
  const pedidas: string[] = [];
  await page.route(GOOGLE_MAPS, (route) => void pedidas.push(route.request().url()));
  return pedidas;
}

/** Every request to Google Maps fails (no network): the loader reports its error. */
export async function cortarGoogleMaps(page: Page): Promise<string[]> {
  const pedidas: string[] = [];
  await page.route(GOOGLE_MAPS, async (route) => {
    pedidas.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  return pedidas;
}
