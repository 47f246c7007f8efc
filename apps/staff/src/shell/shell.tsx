import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MENSAJES } from '@talento/rules';
import {
  DialogoConfirmacion,
  Spinner,
  useIrAlLogin,
  useRedirigirSinSesion,
  useTeclaRetroceso,
} from '@talento/ui';
import { SesionContext } from '../auth/use-sesion';
import { trpc } from '../trpc';
import { BarraLateral } from './barra-lateral';
import { BarraSuperior } from './barra-superior';
import { usePantallaAncha } from './use-pantalla-ancha';

/** Authenticated app shell (spec 03 §2 Shell): sidebar by flags, top bar, Backspace confirmation. */
export function Shell() {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const ancha = usePantallaAncha();
  const [menuAbierto, setMenuAbierto] = useState(ancha);
  const [preguntaSalir, setPreguntaSalir] = useState(false);
  useEffect(() => setMenuAbierto(ancha), [ancha]);
  useEffect(() => {
    if (!ancha) setMenuAbierto(false);
  }, [location.pathname, ancha]);

  const noAutenticado = me.error?.data?.code === 'UNAUTHORIZED' || (me.data && me.data.portal !== 'staff');
  // Remembers the page asked for: the login returns to it (issue 13).
  const irAlLogin = useIrAlLogin('/dashboard');
  useRedirigirSinSesion(Boolean(noAutenticado), irAlLogin);

  const logout = trpc.auth.logout.useMutation({
    meta: { refrescar: false },
    onSettled: () => {
      void utils.auth.me.reset();
      void navigate('/login', { replace: true });
    },
  });
  useTeclaRetroceso(useCallback(() => setPreguntaSalir(true), []));

  if (!me.data || noAutenticado) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        {me.isError && !noAutenticado ? <p>{MENSAJES.login.conexion}</p> : <Spinner etiqueta="Cargando" />}
      </div>
    );
  }
  const { usuario } = me.data;
  return (
    <SesionContext.Provider value={usuario}>
      <div className="flex min-h-screen">
        <BarraLateral
          permisos={usuario.permisos}
          abierta={menuAbierto}
          onNavegar={() => !ancha && setMenuAbierto(false)}
        />
        {menuAbierto && !ancha && (
          <div className="fixed inset-0 z-20 bg-black/30 md:hidden" onClick={() => setMenuAbierto(false)} />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <BarraSuperior
            nombre={usuario.nombreCompleto || usuario.username}
            onMenu={() => setMenuAbierto((a) => !a)}
            onSalir={() => logout.mutate()}
            saliendo={logout.isPending}
          />
          <main className="flex-1 p-4 sm:p-6">
            <Outlet />
          </main>
        </div>
      </div>
      <DialogoConfirmacion
        abierto={preguntaSalir}
        mensaje={MENSAJES.shell.salirPagina}
        onNo={() => setPreguntaSalir(false)}
        onSi={() => {
          setPreguntaSalir(false);
          void navigate(-1);
        }}
      />
    </SesionContext.Provider>
  );
}
