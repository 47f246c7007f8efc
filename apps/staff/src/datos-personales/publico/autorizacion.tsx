import { useState } from 'react';
import { useParams } from 'react-router';
import { MENSAJES_DATOS_PERSONALES as M } from '@talento/rules';
import { Boton, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { Aviso, MarcoPublico, TextoAviso } from './marco';

const mensajeDe = (e: unknown) => (e as { message?: string } | null)?.message || M.enlaceInvalido;

/**
 * `/autorizacion-datos/:token` (public, no session): the person reads the privacy notice in force and accepts it
 * through the personal link e-mailed to them; from the same link they can revoke it later.
 */
export default function Pagina() {
  const token = useParams().token ?? '';
  const utils = trpc.useUtils();
  const enlace = trpc.datosPersonales.enlace.obtener.useQuery(
    { token },
    { meta: { silencioso: true }, retry: false, refetchOnWindowFocus: false },
  );
  // The message of the last action (accepting, then revoking, shows the revocation's).
  const [resultado, setResultado] = useState<string | null>(null);
  const alTerminar = {
    onSuccess: (r: { mensaje: string }) => {
      setResultado(r.mensaje);
      void utils.datosPersonales.enlace.obtener.invalidate({ token });
    },
    onError: () => setResultado(null),
  };
  const aceptar = trpc.datosPersonales.enlace.aceptar.useMutation(alTerminar);
  const revocar = trpc.datosPersonales.enlace.revocar.useMutation(alTerminar);
  const titulo = 'Autorización de tratamiento de datos personales';

  if (enlace.isLoading) return <Spinner />;
  if (enlace.error || !enlace.data)
    return (
      <MarcoPublico titulo={titulo}>
        <Aviso tipo="alerta">{mensajeDe(enlace.error)}</Aviso>
      </MarcoPublico>
    );
  const e = enlace.data;
  const error = aceptar.error ?? revocar.error;
  return (
    <MarcoPublico titulo={titulo}>
      {resultado && <Aviso tipo="exito">{resultado}</Aviso>}
      {error && <Aviso tipo="alerta">{mensajeDe(error)}</Aviso>}
      <p className="text-slate-700">
        Hola {e.nombre}: lea el aviso de privacidad (versión {e.aviso.version}).{' '}
        {e.autorizado
          ? 'Usted ya autorizó el tratamiento de sus datos; puede revocar la autorización cuando quiera.'
          : 'Si está de acuerdo, acéptelo para autorizar el tratamiento de sus datos personales.'}
      </p>
      <TextoAviso texto={e.aviso.texto} />
      <div className="flex flex-wrap gap-2">
        {e.puedeAceptar && (
          <Boton
            cargando={aceptar.isPending}
            onClick={() => {
              revocar.reset();
              aceptar.mutate({ token, version: e.aviso.version });
            }}
          >
            Acepto el aviso de privacidad
          </Boton>
        )}
        {e.autorizado && (
          <Boton
            variante="peligro"
            cargando={revocar.isPending}
            onClick={() => {
              aceptar.reset();
              revocar.mutate({ token });
            }}
          >
            Revocar mi autorización
          </Boton>
        )}
      </div>
      {!e.autorizado && !e.puedeAceptar && !resultado && <Aviso tipo="alerta">{M.enlaceVencido}</Aviso>}
    </MarcoPublico>
  );
}
