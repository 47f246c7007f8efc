/**
 * Issue 35 §6, in the browser: every demo user of the staff portal opens every screen of their menu; the screen is not
 * turned away, no call it makes is refused (FORBIDDEN/UNAUTHORIZED), and it calls on opening only procedures its record
 * declares (apps/staff/src/shell/pantallas/: `procedimientos`), besides the shell's own. The vitest sweep
 * (e2e/acceso/pantallas-staff.test.ts) checks those declarations against the server's policy for the same users, so what a
 * menu offers is what the server allows.
 */
import { MENSAJES } from '@talento/rules';
import { PANTALLAS, procedimientosPara } from '../../apps/staff/src/shell/pantallas';
import { expect, test } from '../support/fixtures';
import { registrarLlamadas } from '../support/llamadas-trpc';
import { USUARIOS_STAFF } from '../support/usuarios';

// One test per demo user, each opening a whole menu (the longest file of the suite): spread over both workers.
test.describe.configure({ mode: 'parallel' });

/** What the shell calls on any screen (the session), not the screen's page. */
const DEL_SHELL = new Set(['auth.me']);

/** What the screen at `ruta` (its route in the list) declares it calls for a user with these flags. */
const declaradosPara = (ruta: string, permisos: readonly string[]): string[] => {
  const pantalla = PANTALLAS.find((p) => p.ruta === ruta);
  return pantalla ? procedimientosPara(pantalla, permisos) : [];
};

for (const usuario of USUARIOS_STAFF) {
  test(`[PANTALLAS] ${usuario}: cada pantalla de su menú abre y llama solo lo que declara, sin negativas`, async ({
    page,
    entrar,
    apiDe,
  }) => {
    test.setTimeout(240_000);
    const { permisos } = (await apiDe(usuario).auth.me.query()).usuario;
    const registro = registrarLlamadas(page);
    await entrar(usuario);
    const menu = page.getByRole('complementary', { name: 'Menú principal' });
    await expect(menu.getByRole('region').first()).toBeVisible();
    const rutas = await menu
      .getByRole('region')
      .getByRole('link')
      .evaluateAll((enlaces) => enlaces.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(rutas.length).toBeGreaterThan(0);
    expect(rutas.filter((r) => !PANTALLAS.some((p) => p.ruta === r))).toEqual([]);
    for (const ruta of rutas) {
      // A fresh load per screen: nothing an earlier screen read is served from the cache.
      await page.goto(ruta);
      await expect(page).toHaveURL(new RegExp(`${ruta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await registro.esperarPantalla(ruta, declaradosPara(ruta, permisos).length > 0, DEL_SHELL);
      await expect(page.getByText(MENSAJES.shell.sinPermisos)).toHaveCount(0);
    }
    await registro.terminar();
    const negadas = registro.llamadas.filter((l) => l.error === 'FORBIDDEN' || l.error === 'UNAUTHORIZED');
    expect(negadas.map((l) => `${l.pantalla} → ${l.ruta} ${l.error}`)).toEqual([]);
    const sinDeclarar = registro.llamadas.filter(
      (l) =>
        rutas.includes(l.pantalla) &&
        !DEL_SHELL.has(l.ruta) &&
        !declaradosPara(l.pantalla, permisos).includes(l.ruta),
    );
    expect([...new Set(sinDeclarar.map((l) => `${l.pantalla} → ${l.ruta}`))]).toEqual([]);
    // Every screen of the menu that calls something on opening was checked under its own path.
    const conLlamadas = new Set(
      registro.llamadas.filter((l) => !DEL_SHELL.has(l.ruta)).map((l) => l.pantalla),
    );
    expect(rutas.filter((r) => declaradosPara(r, permisos).length > 0 && !conLlamadas.has(r))).toEqual([]);
  });
}

test('[PANTALLAS] las pantallas con parámetros llaman al abrir solo lo que declaran, sin negativas', async ({
  page,
  entrar,
  fabricas,
  apiDe,
}) => {
  test.setTimeout(180_000);
  const { permisos } = (await apiDe('admin').auth.me.query()).usuario;
  const cita = await fabricas.cita({ minutos: 60 * 24 * 150 });
  const pedido = await fabricas.pedido({ estado: 2 });
  const persona = await fabricas.hojaDeVida();
  // Each screen with parameters that a factory can give data to, by its route in the list.
  const visitas: Record<string, string> = {
    '/detail-cita/:idCita': `/detail-cita/${cita.id}`,
    '/create-cita/:idCita': `/create-cita/${cita.id}`,
    '/pedido-detail/:idPedido': `/pedido-detail/${pedido.id}`,
    '/pedidos-edit/:idPedido': `/pedidos-edit/${pedido.id}`,
    '/pedidos-create/:idPedido': `/pedidos-create/${pedido.id}`,
    '/pedido-cancel/:idPedido': `/pedido-cancel/${pedido.id}`,
    '/pedido-programados/:idPedido': `/pedido-programados/${pedido.id}`,
    '/pedidos-edit/:idPedido/fac': `/pedidos-edit/${pedido.id}/fac`,
    '/hv/:candidatoId': `/hv/${persona.id}`,
  };
  expect(Object.keys(visitas).filter((r) => !PANTALLAS.some((p) => p.ruta === r))).toEqual([]);
  const registro = registrarLlamadas(page);
  await entrar('admin');
  for (const [ruta, url] of Object.entries(visitas)) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await registro.esperarPantalla(url, declaradosPara(ruta, permisos).length > 0, DEL_SHELL);
  }
  await registro.terminar();
  const patron = (url: string) => Object.keys(visitas).find((r) => visitas[r] === url);
  const negadas = registro.llamadas.filter((l) => l.error === 'FORBIDDEN' || l.error === 'UNAUTHORIZED');
  expect(negadas.map((l) => `${l.pantalla} → ${l.ruta} ${l.error}`)).toEqual([]);
  const sinDeclarar = registro.llamadas.filter((l) => {
    const ruta = patron(l.pantalla);
    return ruta !== undefined && !DEL_SHELL.has(l.ruta) && !declaradosPara(ruta, permisos).includes(l.ruta);
  });
  expect([...new Set(sinDeclarar.map((l) => `${patron(l.pantalla)} → ${l.ruta}`))]).toEqual([]);
});
