import { useCallback } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Portal } from '@talento/rules';
import { PARAMETRO_REGRESO, rutaDeRegreso } from './ruta-de-regreso';

/**
 * Sends a signed-out user to the login, remembering the page they opened (`/login?volver=/cliente/pedido/42`) so the
 * login can return there. The portal's home needs no reminder: it is where the login goes anyway.
 */
export function useIrAlLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The path as the browser shows it, the portal's base (/cliente) included: what rutaDeRegreso checks.
  const actual = useHref(location);
  const enInicio = location.pathname === '/' && !location.search && !location.hash;
  return useCallback(() => {
    const search = enInicio ? '' : `?${new URLSearchParams({ [PARAMETRO_REGRESO]: actual }).toString()}`;
    void navigate({ pathname: '/login', search }, { replace: true });
  }, [navigate, actual, enInicio]);
}

/** On the login page: the checked page to return to after signing in, or null for the portal's home. */
export function useRutaDeRegreso(portal: Portal): string | null {
  const [parametros] = useSearchParams();
  return rutaDeRegreso(parametros.get(PARAMETRO_REGRESO), portal);
}
