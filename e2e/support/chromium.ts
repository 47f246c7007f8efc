import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser for e2e: CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell, package
 * chromium-headless-shell: the same Blink without the full browser around it, about a third less CPU per test, and the
 * browser was most of the e2e step's CPU), else Debian's /usr/bin/chromium, else Playwright's own installed browser;
 * otherwise stop with instructions. Never downloads a browser.
 */
export function chromiumPath(configurado: string | undefined): string {
  const candidatos = [configurado, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  try {
    candidatos.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own installed.
  }
  const encontrado = candidatos.find((c): c is string => Boolean(c) && existsSync(c as string));
  if (!encontrado) {
    throw new Error(
      'No se encontró Chromium. Instálelo con "sudo apt-get install -y chromium-headless-shell" (Debian/Ubuntu), ' +
        'o indique su ruta con CHROMIUM_PATH, o instale el navegador de Playwright con "npx playwright install chromium".',
    );
  }
  return encontrado;
}
