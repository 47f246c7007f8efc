import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormularioLogin, limpiarFiltrosRecordados, mensajeDeLogin, recibirPermisos } from '@talento/ui';
import { trpc } from './trpc';

/** Client-portal login: only client-staff users are admitted. */
export function LoginPagina() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const cerrarSesion = trpc.auth.logout.useMutation({ onError: () => undefined });
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      limpiarFiltrosRecordados();
      const fallo = await recibirPermisos({
        cargar: () => utils.auth.me.fetch(undefined, { staleTime: 0, retry: false, meta: { silencioso: true } }),
        cerrarSesion: () => cerrarSesion.mutateAsync(),
      });
      if (fallo) {
        void utils.auth.me.reset();
        setError(fallo);
        return;
      }
      void navigate('/', { replace: true });
    },
    onError: (e) => setError(mensajeDeLogin(e)),
  });
  return (
    <FormularioLogin
      portal="cliente"
      subtitulo="Portal de clientes"
      logo="/cliente/logo.svg"
      error={error}
      cargando={login.isPending || cerrarSesion.isPending}
      onIngresar={(datos) => {
        setError(null);
        login.mutate(datos);
      }}
    />
  );
}
