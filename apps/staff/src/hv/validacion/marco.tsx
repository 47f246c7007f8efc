import { Outlet } from 'react-router';
import { pantallaSinRespuestaDeSesion, Spinner, useIrAlLogin, useRedirigirSinSesion } from '@talento/ui';
import { SesionContext } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { RUTA_INICIO } from '../../shell/pantallas/inicio';

/**
 * Authenticated frame WITHOUT the main menu or top bar, for screens opened in their own browser window
 * (document validation). Same session rules as the Shell: no staff session → login.
 */
export function MarcoSinMenu() {
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const noAutenticado = me.error?.data?.code === 'UNAUTHORIZED' || (me.data && me.data.portal !== 'staff');
  const irAlLogin = useIrAlLogin(RUTA_INICIO);
  useRedirigirSinSesion(Boolean(noAutenticado), irAlLogin);

  // As the shells: offline or the server down before the session was read, the reason and Reintentar.
  const sinRespuesta = pantallaSinRespuestaDeSesion(me, Boolean(noAutenticado));
  if (sinRespuesta) return sinRespuesta;
  if (!me.data || noAutenticado) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        <Spinner etiqueta="Cargando" />
      </div>
    );
  }
  return (
    <SesionContext.Provider value={me.data.usuario}>
      <main className="min-h-screen bg-slate-50 p-4 sm:p-6 print:bg-white print:p-0">
        <Outlet />
      </main>
    </SesionContext.Provider>
  );
}
