import { useSearchParams } from 'react-router';
import type { Portal } from '@talento/rules';
import { PARAMETRO_REGRESO } from './parametro-regreso';
import { rutaDeRegreso } from './ruta-de-regreso';

/** On the login page: the checked page to return to after signing in, or null for the portal's home. */
export function useRutaDeRegreso(portal: Portal): string | null {
  const [parametros] = useSearchParams();
  return rutaDeRegreso(parametros.get(PARAMETRO_REGRESO), portal);
}
