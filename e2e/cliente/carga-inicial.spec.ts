import type { Page } from '@playwright/test';
import { expect, test, type FixturesDePrueba } from '../support/fixtures';

/**
 * An order with one candidate sent to the client, and the client's portal open on "Mis pedidos": where the links of
 * these tests are opened from.
 */
async function enviadoConPortalAbierto({
  page,
  entrar,
  fabricas,
}: Pick<FixturesDePrueba, 'entrar' | 'fabricas'> & { page: Page }) {
  const pedido = await fabricas.pedidoEnSeleccion({ enviados: 1 });
  await entrar('cliente', '/cliente/');
  await expect(page.getByRole('heading', { name: 'Mis pedidos' })).toBeVisible();
  return { pedido, enviado: pedido.enviados[0]! };
}

// Issue 13 (Lighthouse, the client portal on a phone): opened from a link, a page asks for its data together with
// the session check — one request — instead of one round trip after another; and it does not ask again on mount.
test.describe('[CLIENTE] carga inicial de una página del portal', () => {
  test('[CLIENTE] /cliente/pedido/N pide la sesión, el pedido y sus comentarios en una sola solicitud, una sola vez', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { pedido } = await enviadoConPortalAbierto({ page, entrar, fabricas });

    const solicitudes: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/trpc/'))
        solicitudes.push(decodeURIComponent(url.pathname.slice('/trpc/'.length)));
    });
    await page.goto(`/cliente/pedido/${pedido.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Pedido ${pedido.id}:`) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Candidatos enviados' })).toBeVisible();

    const primera = solicitudes[0]?.split(',') ?? [];
    expect(primera).toEqual(
      expect.arrayContaining(['auth.me', 'clientePortal.pedido', 'clientePortal.comentarios']),
    );
    const pedidos = solicitudes.flatMap((s) => s.split(',')).filter((p) => p === 'clientePortal.pedido');
    expect(pedidos).toHaveLength(1);
  });

  test('[CLIENTE] /cliente/pedido/N/candidato/M pide la sesión y la hoja de vida en una sola solicitud, una sola vez', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { pedido, enviado } = await enviadoConPortalAbierto({ page, entrar, fabricas });

    const solicitudes: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/trpc/'))
        solicitudes.push(decodeURIComponent(url.pathname.slice('/trpc/'.length)));
    });
    await page.goto(`/cliente/pedido/${pedido.id}/candidato/${enviado.id}`);
    await expect(page.getByRole('heading', { level: 1, name: enviado.persona.nombre })).toBeVisible();

    expect(solicitudes[0]?.split(',') ?? []).toEqual(
      expect.arrayContaining(['auth.me', 'clientePortal.hojaDeVida']),
    );
    const lecturas = solicitudes.flatMap((s) => s.split(',')).filter((p) => p === 'clientePortal.hojaDeVida');
    expect(lecturas).toHaveLength(1);
  });

  test('[CLIENTE] la hoja de vida abierta desde un enlace no descarga zod ni la librería de diálogos; el diálogo de «Validar» los trae al pedirlo', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { pedido, enviado } = await enviadoConPortalAbierto({ page, entrar, fabricas });

    // Every script body the page downloads from here on; zod and Headless UI are told apart by their own names.
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (!new URL(r.url()).pathname.endsWith('.js')) return;
      void r
        .text()
        .then((cuerpo) => scripts.push(cuerpo))
        .catch(() => undefined);
    });
    const descargo = (marca: string) => scripts.some((s) => s.includes(marca));
    await page.goto(`/cliente/pedido/${pedido.id}/candidato/${enviado.id}`);
    await expect(page.getByRole('heading', { level: 1, name: enviado.persona.nombre })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(descargo('ZodError'), 'zod en la primera carga de la hoja de vida').toBe(false);
    expect(descargo('headlessui'), 'Headless UI en la primera carga de la hoja de vida').toBe(false);

    await page.getByRole('button', { name: 'Validar', exact: true }).first().click();
    const dialogo = page.getByRole('dialog', { name: 'Confirmar decisión' });
    await expect(dialogo).toContainText(`¿Validar a ${enviado.persona.nombre}?`);
    await expect.poll(() => descargo('headlessui')).toBe(true);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toHaveCount(0);
  });

  test('[CLIENTE] si el código de la página no llega, el portal no queda en blanco: el encabezado aparece con la página cargando', async ({
    page,
    entrar,
    fabricas,
  }) => {
    const { pedido, enviado } = await enviadoConPortalAbierto({ page, entrar, fabricas });
    // The CV page's own chunk never answers (a stalled download).
    await page.route(/\/cliente\/assets\/hoja-de-vida-[^/]+\.js$/, () => undefined);
    await page.goto(`/cliente/pedido/${pedido.id}/candidato/${enviado.id}`, { waitUntil: 'commit' });
    await expect(page.getByTestId('empresas')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status', { name: 'Cargando' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: enviado.persona.nombre })).toHaveCount(0);
  });
});
