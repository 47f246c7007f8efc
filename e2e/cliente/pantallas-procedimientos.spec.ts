/**
 * Issue 35 §6 in the client portal: each client demo user opens every section of their header; no call is refused and
 * each page calls on opening only what its record declares (apps/cliente/src/pantallas/: `procedimientos`), besides
 * the shell's own. e2e/acceso/pantallas-cliente.test.ts checks those declarations against the server's policy for the same users.
 */
import { PANTALLAS } from '../../apps/cliente/src/pantallas';
import { expect, test } from '../support/fixtures';
import { registrarLlamadas, sinBarraFinal } from '../support/llamadas-trpc';
import { USUARIOS_CLIENTE } from '../support/usuarios';

/** What the shell calls on any screen (the session), not the screen's page. */
const DEL_SHELL = new Set(['auth.me']);
const BASE = '/cliente';

for (const usuario of USUARIOS_CLIENTE) {
  test(`[PANTALLAS] ${usuario}: cada sección del encabezado abre y llama solo lo que declara, sin negativas`, async ({
    page,
    entrar,
  }) => {
    const registro = registrarLlamadas(page);
    await entrar(usuario);
    const secciones = page.getByRole('navigation', { name: 'Secciones' });
    await expect(secciones.getByRole('link').first()).toBeVisible();
    const rutas = (
      await secciones
        .getByRole('link')
        .evaluateAll((enlaces) => enlaces.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    ).map(sinBarraFinal);
    const deRuta = (ruta: string) => ruta.slice(BASE.length) || '/';
    const declarados = (ruta: string): readonly string[] =>
      PANTALLAS.find((p) => p.ruta === deRuta(ruta))?.procedimientos ?? [];
    expect(rutas.filter((r) => !PANTALLAS.some((p) => p.ruta === deRuta(r)))).toEqual([]);
    for (const ruta of rutas) {
      await page.goto(ruta);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await registro.esperarPantalla(ruta, declarados(ruta).length > 0, DEL_SHELL);
    }
    await registro.terminar();
    const negadas = registro.llamadas.filter((l) => l.error === 'FORBIDDEN' || l.error === 'UNAUTHORIZED');
    expect(negadas.map((l) => `${l.pantalla} → ${l.ruta} ${l.error}`)).toEqual([]);
    const sinDeclarar = registro.llamadas.filter(
      (l) => rutas.includes(l.pantalla) && !DEL_SHELL.has(l.ruta) && !declarados(l.pantalla).includes(l.ruta),
    );
    expect([...new Set(sinDeclarar.map((l) => `${l.pantalla} → ${l.ruta}`))]).toEqual([]);
    // Every section was checked under its own path (the one the server redirects to, "/cliente/", included).
    const conLlamadas = new Set(
      registro.llamadas.filter((l) => !DEL_SHELL.has(l.ruta)).map((l) => l.pantalla),
    );
    expect(rutas.filter((r) => declarados(r).length > 0 && !conLlamadas.has(r))).toEqual([]);
  });
}
