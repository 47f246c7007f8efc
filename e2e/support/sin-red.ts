import type { BrowserContext, Page, Response, Route } from '@playwright/test';

interface Copia {
  cuerpo: Buffer;
  tipo: string;
}

export interface SinRed {
  /** Gives the network back: the portal's files come from the server again and the browser says "online". */
  volver(): Promise<void>;
}

/**
 * Opens `ruta` in a browser that has the portal's files but no network (a tab restored offline, an installed copy):
 * the page is loaded once online while its document, scripts and styles are copied, then the context goes offline and
 * the page is loaded again with those copies. The API (/trpc) gets no answer; anything not copied fails as offline.
 * `listo` resolves once the online load has what it needs (e.g. waiting for a heading).
 */
export async function abrirSinRed(
  page: Page,
  contexto: BrowserContext,
  ruta: string,
  listo: () => Promise<void>,
): Promise<SinRed> {
  const copias = new Map<string, Copia>();
  const copiando: Promise<void>[] = [];
  const copiar = (r: Response) => {
    if (new URL(r.url()).pathname.startsWith('/trpc') || r.status() !== 200) return;
    copiando.push(
      r
        .body()
        .then((cuerpo) => void copias.set(r.url(), { cuerpo, tipo: r.headers()['content-type'] ?? '' }))
        .catch(() => undefined),
    );
  };
  page.on('response', copiar);
  await page.goto(ruta);
  await listo();
  page.off('response', copiar);
  await Promise.all(copiando);

  const documento = copias.get(page.url());
  const servir = (route: Route) => {
    const pedido = route.request();
    if (new URL(pedido.url()).pathname.startsWith('/trpc')) return route.abort('internetdisconnected');
    const copia = copias.get(pedido.url()) ?? (pedido.resourceType() === 'document' ? documento : undefined);
    if (!copia) return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, body: copia.cuerpo, contentType: copia.tipo });
  };
  await contexto.setOffline(true);
  await page.route('**/*', servir);
  await page.reload();
  // From here the page's own session keeps it offline, not the context's: Chromium 150 does not apply the context's
  // emulation to `navigator.onLine` of the document a reload brings (it says online with no network), and two
  // emulations at once (the context's and the page's) send the page its one `online` event when the first is lifted,
  // while the other still blocks the network. So the context goes back online (the routes still serve the copies and
  // refuse /trpc), then the page's session emulates the lost connection (the page gets `offline`); `volver` lifts that
  // one emulation, and the page hears `online` with the network really back. The session stays open: detaching it
  // undoes its emulation.
  const red = await contexto.newCDPSession(page);
  const emular = (offline: boolean) =>
    red.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await contexto.setOffline(false);
  await emular(true);
  return {
    volver: async () => {
      await page.unroute('**/*', servir);
      await emular(false);
    },
  };
}
