import { useNavigate } from 'react-router';
import { VERSION_APP } from '@talento/rules';
import { FormularioLogin, useIngreso, useRutaDeRegreso } from '@talento/ui';
import { trpc } from '../trpc';
import { RUTA_INICIO } from '../shell/pantallas/inicio';

export function LoginPagina() {
  const navigate = useNavigate();
  const regreso = useRutaDeRegreso('staff');
  const utils = trpc.useUtils();
  const cerrarSesion = trpc.auth.logout.useMutation({ onError: () => undefined });
  const ingreso = useIngreso({
    cargarPermisos: () =>
      utils.auth.me.fetch(undefined, { staleTime: 0, retry: false, meta: { silencioso: true } }),
    cerrarSesion: () => cerrarSesion.mutateAsync(),
    olvidarPermisos: () => void utils.auth.me.reset(),
    // The page a signed-out user asked for (checked: staff paths of this site only), else the home.
    entrar: () => void navigate(regreso ?? RUTA_INICIO, { replace: true }),
  });
  const login = trpc.auth.login.useMutation({ onSuccess: ingreso.alIngresar, onError: ingreso.alFallar });
  return (
    <FormularioLogin
      portal="staff"
      subtitulo="Portal del staff"
      logo="/logo.svg"
      error={ingreso.error}
      cargando={login.isPending || cerrarSesion.isPending}
      pie={`Versión ${VERSION_APP}`}
      onIngresar={(datos) => {
        ingreso.limpiarError();
        login.mutate(datos);
      }}
    />
  );
}
