import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { MENSAJES } from '@talento/rules';
import {
  AvisoSinConexion,
  DialogoConfirmacion,
  ID_CONTENIDO,
  LimiteDeCarga,
  SaltarAlContenido,
  pantallaSinRespuestaDeSesion,
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
import { RUTA_INICIO } from './pantallas/inicio';

/**
 * Authenticated app shell (spec 03 §2 Shell): skip link, sidebar by flags, top bar, "Sin conexión" banner, Backspace
 * confirmation. A page that cannot load shows "No se pudo cargar" with Reintentar (LimiteDeCarga).
 */
export function Shell() {
  const navigate = useNavigate();
  const location = useLocation();
  const { reset } = useQueryErrorResetBoundary();
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
  const irAlLogin = useIrAlLogin(RUTA_INICIO);
  useRedirigirSinSesion(Boolean(noAutenticado), irAlLogin);

  const logout = trpc.auth.logout.useMutation({
    meta: { refrescar: false },
    onSettled: () => {
      void utils.auth.me.reset();
      void navigate('/login', { replace: true });
    },
  });
  useTeclaRetroceso(useCallback(() => setPreguntaSalir(true), []));

  // Offline or the server down before the session was read: the reason and Reintentar, not a spinner.
  const sinRespuesta = pantallaSinRespuestaDeSesion(me, Boolean(noAutenticado));
  if (sinRespuesta) return sinRespuesta;
  if (!me.data || noAutenticado) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500">
        <Spinner etiqueta="Cargando" />
      </div>
    );
  }
  const { usuario } = me.data;
  return (
    <SesionContext.Provider value={usuario}>
      <div className="flex min-h-screen">
        <SaltarAlContenido />
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
          <AvisoSinConexion />
          <main id={ID_CONTENIDO} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            <LimiteDeCarga key={location.pathname} alReintentar={reset}>
              <Outlet />
            </LimiteDeCarga>
          </main>
        </div>
      </div>
      <DialogoConfirmacion
        abierto={preguntaSalir}
        mensaje={MENSAJES.shell.salirPagina}
        textoSi="Salir de la página"
        textoNo="Seguir en la página"
        onNo={() => setPreguntaSalir(false)}
        onSi={() => {
          setPreguntaSalir(false);
          void navigate(-1);
        }}
      />
    </SesionContext.Provider>
  );
}
