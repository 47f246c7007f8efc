import { useNavigate } from 'react-router';
import { FormularioLogin, useIngreso, useRutaDeRegreso } from '@talento/ui';
import { trpc } from './trpc';

/** Client-portal login: only client-staff users are admitted. */
export function LoginPagina() {
  const navigate = useNavigate();
  const regreso = useRutaDeRegreso('cliente');
  const utils = trpc.useUtils();
  const cerrarSesion = trpc.auth.logout.useMutation({ onError: () => undefined });
  const ingreso = useIngreso({
    cargarPermisos: () =>
      utils.auth.me.fetch(undefined, { staleTime: 0, retry: false, meta: { silencioso: true } }),
    cerrarSesion: () => cerrarSesion.mutateAsync(),
    olvidarPermisos: () => void utils.auth.me.reset(),
    // The page a signed-out user asked for (checked: paths under /cliente only), else Mis pedidos.
    entrar: () => void navigate(regreso ?? '/', { replace: true }),
  });
  const login = trpc.auth.login.useMutation({ onSuccess: ingreso.alIngresar, onError: ingreso.alFallar });
  return (
    <FormularioLogin
      portal="cliente"
      subtitulo="Portal de clientes"
      logo="/cliente/logo.svg"
      error={ingreso.error}
      cargando={login.isPending || cerrarSesion.isPending}
      onIngresar={(datos) => {
        ingreso.limpiarError();
        login.mutate(datos);
      }}
    />
  );
}
