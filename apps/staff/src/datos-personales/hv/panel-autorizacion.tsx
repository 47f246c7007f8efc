import { useState } from 'react';
import {
  CANAL_AUTORIZACION,
  formatoFecha,
  formatoFechaHora,
  MENSAJES_DATOS_PERSONALES as M,
} from '@talento/rules';
import { Boton, InsigniaEstado, mostrarError, notificar, Seccion, Spinner } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { descargarBase64 } from '../../hv/gestion/descargar';
import { trpc } from '../../trpc';
import { ModalRegistrarAutorizacion } from './modal-registrar-autorizacion';

/**
 * The CV's "Autorización de datos" panel: whether the person authorised the processing of their data (marked when
 * not), the history of authorisations and revocations with their evidence, and "Enviar enlace de autorización".
 */
export function PanelAutorizacion({ candidatoId }: { candidatoId: number }) {
  const { permisos } = useUsuario();
  const utils = trpc.useUtils();
  const consulta = trpc.datosPersonales.autorizaciones.deCandidato.useQuery({ candidatoId });
  const enviar = trpc.datosPersonales.autorizaciones.enviarEnlace.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.autorizaciones.deCandidato.invalidate({ candidatoId });
    },
    onError: mostrarError,
  });
  const [registrando, setRegistrando] = useState(false);
  const abrirFormato = async (autorizacionId: number) => {
    try {
      descargarBase64(
        await utils.datosPersonales.autorizaciones.formato.fetch({ candidatoId, autorizacionId }),
      );
    } catch (e) {
      mostrarError(e);
    }
  };
  const a = consulta.data;
  const puedeGestionar = a && !a.vigente && permisos.includes('edit_candidato_by_staff');
  return (
    <Seccion
      titulo="Autorización de datos"
      acciones={
        puedeGestionar ? (
          <div className="flex flex-wrap gap-2">
            <Boton
              variante="secundario"
              cargando={enviar.isPending}
              onClick={() => enviar.mutate({ candidatoId })}
            >
              Enviar enlace de autorización
            </Boton>
            <Boton variante="secundario" onClick={() => setRegistrando(true)}>
              Registrar autorización
            </Boton>
          </div>
        ) : null
      }
    >
      {!a ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <div>
            {a.vigente ? (
              <InsigniaEstado etiqueta="Autorización vigente" tono="exito" testId="autorizacion-datos" />
            ) : (
              <InsigniaEstado etiqueta={M.sinAutorizacionHv} tono="peligro" testId="autorizacion-datos" />
            )}
          </div>
          {a.ultimoEnlace && !a.vigente && (
            <p>
              Último enlace enviado el {formatoFechaHora(a.ultimoEnlace.enviadoEn)}
              {a.ultimoEnlace.usadoEn
                ? ''
                : `; puede aceptarse hasta el ${formatoFecha(a.ultimoEnlace.expiraEn)}`}
              .
            </p>
          )}
          {a.historial.length > 0 && (
            <ul aria-label="Historial de autorizaciones" className="flex flex-col gap-2">
              {a.historial.map((h) => (
                <li key={h.id} className="rounded-md bg-slate-50 p-2">
                  <p>
                    {CANAL_AUTORIZACION.etiqueta(h.canal)}, {formatoFechaHora(h.otorgadaEn)}, aviso versión{' '}
                    {h.version}
                    {h.registradaPor ? ` (registró ${h.registradaPor})` : ''}
                  </p>
                  {h.direccionIp && (
                    <p className="text-xs text-slate-600">
                      Desde {h.direccionIp}
                      {h.agenteUsuario ? ` · ${h.agenteUsuario}` : ''}
                    </p>
                  )}
                  {h.archivoNombre && (
                    <p className="text-xs text-slate-600">
                      Formato firmado:{' '}
                      <button
                        type="button"
                        className="text-marca-700 hover:underline"
                        onClick={() => void abrirFormato(h.id)}
                      >
                        {h.archivoNombre}
                      </button>
                    </p>
                  )}
                  {h.revocadaEn && (
                    <p className="text-red-700">Revocada el {formatoFechaHora(h.revocadaEn)}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {puedeGestionar && (
        <ModalRegistrarAutorizacion
          candidatoId={candidatoId}
          abierto={registrando}
          onCerrar={() => setRegistrando(false)}
        />
      )}
    </Seccion>
  );
}
