import { useId } from 'react';
import { LoginInput, MENSAJES, type Portal } from '@talento/rules';
import { Boton } from './boton';
import { CampoTexto } from './campo-texto';
import { useFormulario } from './use-formulario';

export interface FormularioLoginProps {
  portal: Portal;
  subtitulo: string;
  logo: string;
  /** Server-side failure already turned into the text to show (see mensajeDeLogin). */
  error: string | null;
  cargando: boolean;
  onIngresar: (datos: LoginInput) => void;
  pie?: string;
}

const CamposLogin = LoginInput.omit({ portal: true });

/** Login of both portals (spec 03): Usuario, Contraseña, spinner while loading, the spec's messages. */
export function FormularioLogin({
  portal,
  subtitulo,
  logo,
  error,
  cargando,
  onIngresar,
  pie,
}: FormularioLoginProps) {
  const idMensaje = useId();
  const { register, handleSubmit, formState, refFormulario } = useFormulario(CamposLogin, {
    defaultValues: { usuario: '', contrasena: '' },
  });
  const { errors } = formState;
  // The spec has one message for any missing field, shown once above the button; each empty field is marked and
  // points to it.
  const errorLocal = errors.usuario || errors.contrasena ? MENSAJES.login.faltaCampo : null;
  const marca = (invalido: boolean) =>
    invalido ? { 'aria-invalid': true as const, 'aria-describedby': idMensaje } : {};
  const enviar = handleSubmit((datos) => onIngresar({ ...datos, portal }));
  const mensaje = errorLocal ?? error;
  return (
    <main
      className={`flex min-h-screen items-center justify-center bg-gradient-to-br p-4 ${portal === 'staff' ? 'from-marca-900 to-marca-600' : 'from-slate-800 to-marca-700'}`}
    >
      <form
        ref={refFormulario}
        onSubmit={(e) => void enviar(e)}
        noValidate
        className="w-full max-w-sm rounded-xl bg-white p-8 shadow-2xl"
      >
        <div className="mb-6 flex items-center gap-3">
          <img src={logo} alt="" className="h-10 w-10" />
          <div>
            <h1 className="text-xl font-semibold">Talento</h1>
            <p className="text-sm text-slate-500">{subtitulo}</p>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <CampoTexto
            etiqueta="Usuario"
            requerido
            autoComplete="username"
            {...register('usuario')}
            {...marca(!!errors.usuario)}
          />
          <CampoTexto
            etiqueta="Contraseña"
            requerido
            type="password"
            autoComplete="current-password"
            {...register('contrasena')}
            {...marca(!!errors.contrasena)}
          />
          {mensaje && (
            <p id={idMensaje} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              {mensaje}
            </p>
          )}
          <Boton type="submit" cargando={cargando}>
            Ingresar
          </Boton>
        </div>
        {pie && <p className="mt-6 text-center text-xs text-slate-400">{pie}</p>}
      </form>
    </main>
  );
}

/**
 * Text of a failed login (spec 03 §8): no answer from the server (network down) asks to check the
 * connection; the throttling message as the server says it; any other answer, the credentials one.
 */
export function mensajeDeLogin(error: { message: string; data?: { code?: string } | null }): string {
  if (!error.data) return MENSAJES.login.conexion;
  // Too many attempts, or the database restarting (503): the server's own message says what to do; anything else
  // reads as the spec's generic refusal, which says nothing about whether the user exists.
  const conMensajePropio =
    error.data.code === 'TOO_MANY_REQUESTS' || error.data.code === 'SERVICE_UNAVAILABLE';
  return conMensajePropio ? error.message : MENSAJES.login.credenciales;
}
