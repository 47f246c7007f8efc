import { Link, useParams } from 'react-router';
import { MENSAJES_DATOS_PERSONALES as M } from '@talento/rules';
import { Boton } from '@talento/ui';
import { trpc } from '../../trpc';
import { Aviso, MarcoPublico } from '../publico/marco';

const mensajeDe = (e: unknown) => (e as { message?: string } | null)?.message || M.enlaceInvalido;

/**
 * `/conservar-datos/:token` (public, no session): the link of a retention notice. The person asks the agency to keep
 * their CV, which closes the notice as answered; the same token opens the privacy notice page.
 */
export default function Pagina() {
  const token = useParams().token ?? '';
  // The page says the outcome itself (no toast): a public page without the shell.
  const conservar = trpc.datosPersonales.retencion.conservar.useMutation({ onError: () => undefined });
  return (
    <MarcoPublico titulo="Conservar mi hoja de vida">
      {conservar.data && <Aviso tipo="exito">{conservar.data.mensaje}</Aviso>}
      {conservar.error && <Aviso tipo="alerta">{mensajeDe(conservar.error)}</Aviso>}
      <p className="text-slate-700">
        Su hoja de vida lleva años sin actualizarse. Si desea que la agencia la conserve para tenerle en
        cuenta en futuros procesos de selección, confírmelo aquí. Si no responde antes de la fecha indicada en
        el correo, sus datos personales serán suprimidos.
      </p>
      {!conservar.data && (
        <div>
          <Boton cargando={conservar.isPending} onClick={() => conservar.mutate({ token })}>
            Deseo que conserven mi hoja de vida
          </Boton>
        </div>
      )}
      <p className="text-sm text-slate-700">
        <Link to={`/autorizacion-datos/${token}`} className="text-marca-700 underline">
          Leer el aviso de privacidad, autorizar o revocar mi autorización
        </Link>
      </p>
    </MarcoPublico>
  );
}
