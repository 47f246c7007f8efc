import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoginInput, MENSAJES, VERSION_APP } from '@talento/rules';
import { Boton, CampoTexto, limpiarFiltrosRecordados } from '@talento/ui';
import { trpc } from '../trpc';

/** Login (spec 03): Usuario and Contraseña, spinner while loading, the spec's messages. */
export function LoginPagina() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [usuario, setUsuario] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = trpc.auth.login.useMutation({
    onSuccess: async () => {
      limpiarFiltrosRecordados();
      await utils.auth.me.invalidate();
      void navigate('/dashboard', { replace: true });
    },
    onError: (e) => {
      const code = e.data?.code;
      setError(code === 'TOO_MANY_REQUESTS' ? e.message : code === 'BAD_REQUEST' ? MENSAJES.login.faltaCampo : MENSAJES.login.credenciales);
    },
  });

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const datos = LoginInput.safeParse({ usuario, contrasena, portal: 'staff' });
    if (!datos.success) {
      setError(MENSAJES.login.faltaCampo);
      return;
    }
    setError(null);
    login.mutate(datos.data);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-marca-900 to-marca-600 p-4">
      <form onSubmit={enviar} noValidate className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">
        <div className="mb-6 flex items-center gap-3">
          <img src="/logo.svg" alt="" className="h-10 w-10" />
          <div>
            <h1 className="text-xl font-semibold">Talento</h1>
            <p className="text-sm text-slate-500">Portal del staff</p>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <CampoTexto etiqueta="Usuario" name="usuario" autoComplete="username" value={usuario} onChange={(e) => setUsuario(e.target.value)} />
          <CampoTexto etiqueta="Contraseña" name="contrasena" type="password" autoComplete="current-password" value={contrasena} onChange={(e) => setContrasena(e.target.value)} />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <Boton type="submit" cargando={login.isPending}>
            Ingresar
          </Boton>
        </div>
        <p className="mt-6 text-center text-xs text-slate-400">Versión {VERSION_APP}</p>
      </form>
    </main>
  );
}
