import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoginInput, MENSAJES } from '@talento/rules';
import { Boton, CampoTexto, limpiarFiltrosRecordados } from '@talento/ui';
import { trpc } from './trpc';

/** Client-portal login: only client-staff users are admitted ("Revisa tus credenciales o permisos"). */
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
      void navigate('/', { replace: true });
    },
    onError: (e) => setError(e.data?.code === 'TOO_MANY_REQUESTS' ? e.message : MENSAJES.login.credenciales),
  });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const datos = LoginInput.safeParse({ usuario, contrasena, portal: 'cliente' });
    if (!datos.success) return setError(MENSAJES.login.faltaCampo);
    setError(null);
    login.mutate(datos.data);
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-800 to-marca-700 p-4">
      <form onSubmit={enviar} noValidate className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl">
        <div className="mb-6 flex items-center gap-3">
          <img src="/cliente/logo.svg" alt="" className="h-10 w-10" />
          <div>
            <h1 className="text-xl font-semibold">Talento</h1>
            <p className="text-sm text-slate-500">Portal de clientes</p>
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
      </form>
    </main>
  );
}
