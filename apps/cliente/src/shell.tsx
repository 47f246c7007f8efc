import { Outlet, useNavigate } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { Spinner, useIrAlLogin, useRedirigirSinSesion } from '@talento/ui';
import { Encabezado } from './encabezado';
import { trpc } from './trpc';

/** Client-portal shell: header with the user's client companies and Salir. */
export function Shell() {
  const navigate = useNavigate();
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
  if (!me.data || noAutenticado) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        {me.isError && !noAutenticado ? <p>{MENSAJES.login.conexion}</p> : <Spinner />}
      </div>
    );
  }
  const { usuario } = me.data;
  return (
    <div className="min-h-screen">
      <Encabezado usuario={usuario} onSalir={() => logout.mutate()} saliendo={logout.isPending} />
      <main className="mx-auto max-w-6xl p-6">
        <Outlet />
      </main>
    </div>
  );
}
