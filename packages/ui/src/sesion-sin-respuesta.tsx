import { useEffect, type ReactNode } from 'react';
import { MENSAJES } from '@talento/rules';
import { AvisoSinConexion } from './aviso-sin-conexion';
import { esFallaDeConexion } from './errores-conexion';
import { Boton } from './boton';

/**
 * Why the session check of a shell got no answer, in the user's words: no connection (the check paused offline, or it
 * failed without an answer) or the server's failure.
 */
export function mensajeSesionSinRespuesta(consulta: { isPaused: boolean; error: unknown }): string {
  return consulta.isPaused || esFallaDeConexion(consulta.error)
    ? MENSAJES.conexion.sinConexionServidor
    : MENSAJES.login.conexion;
}

/**
 * What a shell shows when the session check got no answer (offline before the portal loaded, the server down): the
 * "Sin conexión" banner when the browser knows it is offline, the reason and "Reintentar", never a bare spinner nor a
 * blank page. The check is asked again by itself when the connection returns (the `online` event: React Query's own
 * reconnect refetch does not fire for a page that was opened offline, since it started out believing it was online).
 */
export function SesionSinRespuesta({
  mensaje,
  onReintentar,
  reintentando,
}: {
  mensaje: string;
  onReintentar: () => void;
  reintentando: boolean;
}) {
  useEffect(() => {
    window.addEventListener('online', onReintentar);
    return () => window.removeEventListener('online', onReintentar);
  }, [onReintentar]);
  return (
    <div className="flex min-h-screen flex-col">
      <AvisoSinConexion />
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
        <p data-testid="sesion-sin-respuesta">{mensaje}</p>
        <Boton variante="secundario" onClick={onReintentar} cargando={reintentando}>
          {MENSAJES.conexion.reintentar}
        </Boton>
      </main>
    </div>
  );
}

/** What a shell's session check is, as React Query gives it. */
export interface ConsultaDeSesion {
  data: unknown;
  isError: boolean;
  isPaused: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The screen of a frame whose session check got no answer (offline, or the server down, before the session was read),
 * or null while it has an answer or is still waiting for one: the staff shell, the client portal's shell and the
 * frame without menu show the same reason and "Reintentar".
 */
export function pantallaSinRespuestaDeSesion(me: ConsultaDeSesion, noAutenticado: boolean): ReactNode {
  if (me.data || noAutenticado || !(me.isError || me.isPaused)) return null;
  return (
    <SesionSinRespuesta
      mensaje={mensajeSesionSinRespuesta(me)}
      onReintentar={() => void me.refetch()}
      reintentando={me.isFetching}
    />
  );
}
