import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import {
  AvisoSinConexion,
  ID_CONTENIDO,
  LimiteDeCarga,
  SaltarAlContenido,
  pantallaSinRespuestaDeSesion,
  Spinner,
  useIrAlLogin,
  useRedirigirSinSesion,
} from '@talento/ui';
import { Encabezado } from './encabezado';
import { trpc } from './trpc';

/**
 * Client-portal shell: skip link, header with the user's client companies and Salir, "Sin conexión" banner. A page
 * that cannot load shows "No se pudo cargar" with Reintentar (LimiteDeCarga), never a blank page.
 */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const noAutenticado = me.error?.data?.code === 'UNAUTHORIZED' || (me.data && me.data.portal !== 'cliente');
  // Remembers the page asked for: the login returns to it (issue 13).
  const irAlLogin = useIrAlLogin();
  useRedirigirSinSesion(Boolean(noAutenticado), irAlLogin);
  const logout = trpc.auth.logout.useMutation({
    meta: { refrescar: false },
    onSettled: () => {
      void utils.auth.me.reset();
      void navigate('/login', { replace: true });
    },
  });
  // Offline or the server down before the session was read: the reason and Reintentar, not a blank page.
  const sinRespuesta = pantallaSinRespuestaDeSesion(me, Boolean(noAutenticado));
  if (sinRespuesta) return sinRespuesta;
  if (!me.data || noAutenticado) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        <Spinner />
      </div>
    );
  }
  const { usuario } = me.data;
  return (
    <div className="min-h-screen">
      <SaltarAlContenido />
      <Encabezado usuario={usuario} onSalir={() => logout.mutate()} saliendo={logout.isPending} />
      <AvisoSinConexion />
      <main id={ID_CONTENIDO} tabIndex={-1} className="mx-auto max-w-6xl p-6 outline-none">
        <LimiteDeCarga key={pathname} alReintentar={reset}>
          <Outlet />
        </LimiteDeCarga>
      </main>
    </div>
  );
}
