import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormularioLogin, limpiarFiltrosRecordados, mensajeDeLogin } from '@talento/ui';
import { trpc } from './trpc';

/** Client-portal login: only client-staff users are admitted. */
export function LoginPagina() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      limpiarFiltrosRecordados();
      await utils.auth.me.invalidate();
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
      cargando={login.isPending}
      onIngresar={(datos) => {
        setError(null);
        login.mutate(datos);
      }}
    />
  );
}
