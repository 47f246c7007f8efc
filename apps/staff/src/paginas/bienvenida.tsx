import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { MENSAJES_PENDIENTES } from '@talento/rules';
import { notificar, Spinner } from '@talento/ui';
import { useUsuario } from '../auth/use-sesion';

// Its own chunk: the login page and the shell's first load do not carry it.
const MisPendientes = lazy(() => import('./inicio/mis-pendientes'));

/**
 * Home: the greeting and, for users who work orders (read_pedido), "Mis pendientes"; shows the "no permission"
 * notice when a screen sent the user here.
 */
export function Bienvenida() {
  const usuario = useUsuario();
  const location = useLocation();
  const aviso = (location.state as { aviso?: string } | null)?.aviso;
  const conPedidos = usuario.permisos.includes('read_pedido');
  useEffect(() => {
    if (aviso) notificar.aviso(aviso);
  }, [aviso, location.key]);
  return (
    <div className={`flex flex-col items-center text-center ${conPedidos ? 'gap-4 py-2' : 'gap-6 py-16'}`}>
      {aviso && (
        <p
          role="alert"
          className="w-full max-w-xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800"
        >
          {aviso}
        </p>
      )}
      {conPedidos ? (
        <>
          <div className="self-start text-left">
            <p className="text-sm text-slate-600">Bienvenido(a), {usuario.firstName || usuario.username}</p>
            <h1 className="text-xl font-semibold">{MENSAJES_PENDIENTES.titulo}</h1>
          </div>
          <Suspense fallback={<Spinner />}>
            <MisPendientes />
          </Suspense>
        </>
      ) : (
        <>
          <img src="/logo.svg" alt="Talento" className="h-28 w-28" />
          <h1 className="text-2xl font-semibold">Bienvenido(a), {usuario.firstName || usuario.username}</h1>
          <p className="max-w-lg text-slate-500">Seleccione una opción del menú para comenzar.</p>
        </>
      )}
    </div>
  );
}
