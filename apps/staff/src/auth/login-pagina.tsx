import { useState } from 'react';
import { useNavigate } from 'react-router';
import { VERSION_APP } from '@talento/rules';
import { FormularioLogin, limpiarFiltrosRecordados, mensajeDeLogin } from '@talento/ui';
import { trpc } from '../trpc';

export function LoginPagina() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      limpiarFiltrosRecordados();
      await utils.auth.me.invalidate();
      void navigate('/dashboard', { replace: true });
    },
    onError: (e) => setError(mensajeDeLogin(e)),
  });
  return (
    <FormularioLogin
      portal="staff"
      subtitulo="Portal del staff"
      logo="/logo.svg"
      error={error}
      cargando={login.isPending}
      pie={`Versión ${VERSION_APP}`}
      onIngresar={(datos) => {
        setError(null);
        login.mutate(datos);
      }}
    />
  );
}
