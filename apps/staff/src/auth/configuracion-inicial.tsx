import { useParams } from 'react-router';
import { EntradaConfiguracionInicial, MENSAJES_ADMIN_USUARIOS as M } from '@talento/rules';
import { alFallarFormulario, CampoTexto, PieFormulario, Spinner, useFormulario } from '@talento/ui';
import { trpc } from '../trpc';
import { AvisoEnlace, MarcoPublico } from './marco-publico';

/**
 * `/configuracion-inicial/:token` (public): on a new installation without an administrator, the link the server printed
 * at start creates the first one (user, names, e-mail and password). The link works once and only while no active
 * administrator exists.
 */
export default function Pagina() {
  const token = useParams().token ?? '';
  const enlace = trpc.auth.configuracionInicial.ver.useQuery(
    { token },
    { meta: { silencioso: true }, retry: false },
  );
  const { register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    EntradaConfiguracionInicial,
    {
      defaultValues: {
        token,
        username: '',
        firstName: '',
        lastName: '',
        email: '',
        contrasena: '',
        confirmacion: '',
      },
    },
  );
  // Field messages under their fields, here and not in mutate(): the client's default handler would also toast them.
  const crear = trpc.auth.configuracionInicial.crear.useMutation({
    meta: { refrescar: false },
    onError: alFallarFormulario(setError),
  });
  if (enlace.isLoading) return <Spinner />;
  if (crear.data)
    return (
      <MarcoPublico titulo="Configuración inicial">
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {crear.data.mensaje}
        </p>
        <a href="/login" className="text-marca-700 underline">
          Ingresar
        </a>
      </MarcoPublico>
    );
  if (!enlace.data)
    return (
      <MarcoPublico titulo="Configuración inicial">
        <AvisoEnlace mensaje={M.enlaceInvalido} />
      </MarcoPublico>
    );
  const enviar = handleSubmit((datos) => crear.mutate(datos));
  const e = formState.errors;
  return (
    <MarcoPublico titulo="Configuración inicial">
      <p className="text-sm text-slate-700">
        Cree el primer administrador de Talento. Con él podrá crear los demás usuarios, los clientes y los
        catálogos.
      </p>
      <form
        ref={refFormulario}
        noValidate
        aria-label="Primer administrador"
        className="flex flex-col gap-4"
        onSubmit={(ev) => void enviar(ev)}
      >
        <CampoTexto
          etiqueta="Usuario"
          requerido
          autoComplete="username"
          maxLength={150}
          {...register('username')}
          error={e.username?.message}
        />
        <CampoTexto
          etiqueta="Nombres"
          requerido
          maxLength={150}
          {...register('firstName')}
          error={e.firstName?.message}
        />
        <CampoTexto
          etiqueta="Apellidos"
          requerido
          maxLength={150}
          {...register('lastName')}
          error={e.lastName?.message}
        />
        <CampoTexto
          etiqueta="Correo electrónico"
          type="email"
          requerido
          maxLength={254}
          {...register('email')}
          error={e.email?.message}
        />
        <CampoTexto
          etiqueta="Contraseña"
          type="password"
          autoComplete="new-password"
          requerido
          maxLength={128}
          {...register('contrasena')}
          error={e.contrasena?.message}
        />
        <CampoTexto
          etiqueta="Confirme la contraseña"
          type="password"
          autoComplete="new-password"
          requerido
          maxLength={128}
          {...register('confirmacion')}
          error={e.confirmacion?.message}
        />
        <PieFormulario
          texto="Crear administrador"
          onCancelar={() => window.location.assign('/login')}
          cargando={crear.isPending}
        />
      </form>
    </MarcoPublico>
  );
}
