import type { Portal } from '@talento/rules';

/** Where each portal is served (docs/estilo.md §1): the client portal under /cliente, the staff portal everywhere else. */
const PREFIJO_CLIENTE = '/cliente';
const ORIGEN_FICTICIO = 'http://talento.invalid';

/**
 * The page to open after signing in, from the `volver` parameter (the path the browser showed, the portal's base
 * included): the router path inside `portal`, or null (→ the portal's home). Only a same-site path of the same portal
 * is accepted, so the login never becomes an open redirect: no scheme or host (`https://…`, `//evil.com`), no
 * backslash (browsers read `/\evil.com` as `//evil.com`), no blank or control character (the URL parser drops tabs
 * and newlines, so `/\t/evil.com` would become `//evil.com`), no path of the other portal, not the login itself.
 */
export function rutaDeRegreso(valor: string | null | undefined, portal: Portal): string | null {
  if (!valor || valor.length > 2000) return null;
  if (!valor.startsWith('/') || valor.startsWith('//') || /[\\\s\p{Cc}]/u.test(valor)) return null;
  let url: URL;
  try {
    url = new URL(valor, ORIGEN_FICTICIO);
  } catch {
    return null;
  }
  // `..` segments are resolved here: `/cliente/../pedido-detail/1` is a staff path, judged as such.
  if (url.origin !== ORIGEN_FICTICIO) return null;
  const delCliente = url.pathname === PREFIJO_CLIENTE || url.pathname.startsWith(`${PREFIJO_CLIENTE}/`);
  if (delCliente !== (portal === 'cliente')) return null;
  const ruta = (portal === 'cliente' ? url.pathname.slice(PREFIJO_CLIENTE.length) : url.pathname) || '/';
  // Resolving `..` (`/a/..//evil.com`) or dropping the base (`/cliente//evil.com`) can leave `//host` again.
  if (ruta.startsWith('//')) return null;
  if (ruta === '/' || ruta === '/login' || ruta.startsWith('/login/')) return null;
  return `${ruta}${url.search}${url.hash}`;
}
