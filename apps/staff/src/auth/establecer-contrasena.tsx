import { useParams } from 'react-router';
import { EntradaEstablecerContrasena, MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import { alFallarFormulario, CampoTexto, PieFormulario, Spinner, useFormulario } from '@talento/ui';
import { trpc } from '../trpc';
import { AvisoEnlace, MarcoPublico } from './marco-publico';

/**
 * `/establecer-contrasena/:token` (public): the person a user was created for, or who was sent a new link, sets their
 * own password (at least 10 characters and not easy to guess: the server says why in Spanish). The link works once.
 */
export default function Pagina() {
  const token = useParams().token ?? '';
  const enlace = trpc.auth.enlace.ver.useQuery({ token }, { meta: { silencioso: true }, retry: false });
  const { register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    EntradaEstablecerContrasena,
    {
      defaultValues: { token, contrasena: '', confirmacion: '' },
    },
  );
  // Field messages under their fields, here and not in mutate(): the client's default handler would also toast them.
  const establecer = trpc.auth.enlace.establecer.useMutation({
    meta: { refrescar: false },
    onError: alFallarFormulario(setError),
  });
  if (enlace.isLoading) return <Spinner />;
  if (establecer.data) {
    const destino = establecer.data.portal === 'cliente' ? '/cliente/login' : '/login';
    return (
      <MarcoPublico titulo="Contraseña definida">
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {establecer.data.mensaje}
        </p>
        <a href={destino} className="text-marca-700 underline">
          Ingresar
        </a>
      </MarcoPublico>
    );
  }
  if (!enlace.data)
    return (
      <MarcoPublico titulo="Definir contraseña">
        <AvisoEnlace mensaje={M.enlaceInvalido} />
      </MarcoPublico>
    );
  const enviar = handleSubmit((datos) => establecer.mutate(datos));
  return (
    <MarcoPublico titulo="Definir contraseña">
      <p className="text-sm text-slate-700">
        Hola {enlace.data.nombre}. Defina la contraseña de su usuario <b>{enlace.data.username}</b>: al menos
        10 caracteres; varias palabras poco comunes son más seguras que símbolos.
      </p>
      <form
        ref={refFormulario}
        noValidate
        aria-label="Definir contraseña"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={enlace.data.username}
          readOnly
          hidden
        />
        <CampoTexto
          etiqueta="Contraseña nueva"
          type="password"
          autoComplete="new-password"
          requerido
          maxLength={128}
          {...register('contrasena')}
          error={formState.errors.contrasena?.message}
        />
        <CampoTexto
          etiqueta="Confirme la contraseña"
          type="password"
          autoComplete="new-password"
          requerido
          maxLength={128}
          {...register('confirmacion')}
          error={formState.errors.confirmacion?.message}
        />
        <PieFormulario
          texto="Guardar contraseña"
          onCancelar={() => window.location.assign('/login')}
          cargando={establecer.isPending}
        />
      </form>
    </MarcoPublico>
  );
}
