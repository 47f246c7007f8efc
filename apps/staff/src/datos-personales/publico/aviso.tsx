import { formatoFecha } from '@talento/rules';
import { Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { Aviso, MarcoPublico, TextoAviso } from './marco';

/** `/aviso-privacidad` (public): the privacy notice in force, linked from every e-mail to candidates. */
export default function Pagina() {
  const aviso = trpc.datosPersonales.aviso.publico.useQuery(undefined, {
    meta: { silencioso: true },
    retry: false,
  });
  if (aviso.isLoading) return <Spinner />;
  return (
    <MarcoPublico titulo="Aviso de privacidad">
      {aviso.data ? (
        <>
          <p className="text-sm text-slate-600">
            Versión {aviso.data.version}, publicada el {formatoFecha(aviso.data.publicadoEn)}.
          </p>
          <TextoAviso texto={aviso.data.texto} />
        </>
      ) : (
        <Aviso tipo="alerta">El aviso de privacidad no está disponible en este momento.</Aviso>
      )}
    </MarcoPublico>
  );
}
