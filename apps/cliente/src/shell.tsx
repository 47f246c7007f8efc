import { NavLink, Outlet, useNavigate } from 'react-router';
import { MENSAJES } from '@talento/rules';
import { Boton, Spinner, useIrAlLogin, useRedirigirSinSesion } from '@talento/ui';
import { enlacesVisibles } from './pantallas';
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
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-6 py-3">
        <div className="flex items-center gap-3">
          <img src="/cliente/logo.svg" alt="" className="h-8 w-8" />
          <div>
            <p data-testid="empresas" className="font-semibold">
              {usuario.clientes.map((c) => c.nombre).join(' · ')}
            </p>
            <p className="text-xs text-slate-500">{usuario.nombreCompleto}</p>
          </div>
        </div>
        <nav aria-label="Secciones" className="flex gap-4 text-sm font-medium">
          {enlacesVisibles(usuario.permisos).map((e) => (
            <NavLink key={e.ruta} to={e.ruta} end={e.ruta === '/'} className={enlace}>
              {e.texto}
            </NavLink>
          ))}
        </nav>
        <Boton variante="secundario" onClick={() => logout.mutate()} cargando={logout.isPending}>
          Salir
        </Boton>
      </header>
      <main className="mx-auto max-w-6xl p-6">
        <Outlet />
      </main>
    </div>
  );
}

const enlace = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'text-marca-800 underline' : 'text-slate-700 hover:text-marca-700';
