import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notificar } from '@talento/ui';
import { useUsuario } from '../auth/use-sesion';

/** Welcome dashboard with logo; shows the "no permission" notice when a screen sent the user here. */
export function Bienvenida() {
  const usuario = useUsuario();
  const location = useLocation();
  const aviso = (location.state as { aviso?: string } | null)?.aviso;
  useEffect(() => {
    if (aviso) notificar.aviso(aviso);
  }, [aviso, location.key]);
  return (
    <div className="flex flex-col items-center gap-6 py-16 text-center">
      {aviso && (
        <p role="alert" className="w-full max-w-xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {aviso}
        </p>
      )}
      <img src="/logo.svg" alt="Talento" className="h-28 w-28" />
      <h1 className="text-2xl font-semibold">Bienvenido(a), {usuario.firstName || usuario.username}</h1>
      <p className="max-w-lg text-slate-500">Selecciona una opción del menú para comenzar.</p>
    </div>
  );
}
