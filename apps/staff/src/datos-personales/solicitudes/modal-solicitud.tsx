import { useState } from 'react';
import {
  CALIDAD_SOLICITANTE,
  ESTADO_SOLICITUD,
  formatoFecha,
  formatoFechaHora,
  MEDIO_RECEPCION,
  MOTIVO_SOLICITUD,
  PLAZOS_SOLICITUD,
  TIPO_SOLICITUD,
} from '@talento/rules';
import {
  Boton,
  CampoArea,
  Dato,
  Modal,
  mostrarError,
  notificar,
  Rejilla,
  Seleccion,
  Spinner,
} from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';
import { trpc } from '../../trpc';
import { Plazo } from './plazo';
import type { Solicitud } from './tipos';

/** A request: what was asked, its term, and while open its state, owner, extension and answer. */
export function ModalSolicitud({ id, onCerrar }: { id: number | null; onCerrar: () => void }) {
  const consulta = trpc.datosPersonales.solicitudes.obtener.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null },
  );
  return (
    <Modal abierto={id !== null} onCerrar={onCerrar} titulo={id ? `Solicitud ${id}` : 'Solicitud'}>
      {consulta.data ? <Detalle s={consulta.data} /> : <Spinner />}
    </Modal>
  );
}

function Detalle({ s }: { s: Solicitud }) {
  const utils = trpc.useUtils();
  const abierta = s.estado !== 'respondida';
  const responsables = trpc.datosPersonales.solicitudes.responsables.useQuery(undefined, {
    enabled: abierta,
  });
  const [respuesta, setRespuesta] = useState('');
  const [motivoProrroga, setMotivoProrroga] = useState('');
  const alGuardar = {
    onSuccess: () => {
      notificar.exito('Solicitud actualizada');
      void utils.datosPersonales.solicitudes.invalidate();
    },
    onError: mostrarError,
  };
  const gestionar = trpc.datosPersonales.solicitudes.gestionar.useMutation(alGuardar);
  const prorrogar = trpc.datosPersonales.solicitudes.prorrogar.useMutation(alGuardar);
  const responder = trpc.datosPersonales.solicitudes.responder.useMutation(alGuardar);
  const plazo = PLAZOS_SOLICITUD[s.tipo as 'consulta' | 'reclamo'];

  return (
    <div className="flex flex-col gap-4">
      <Rejilla>
        <Dato etiqueta="Tipo">
          {TIPO_SOLICITUD.etiqueta(s.tipo)} — {MOTIVO_SOLICITUD.etiqueta(s.motivo)}
        </Dato>
        <Dato etiqueta="Titular">
          {s.candidatoId ? (
            <EnlaceHv candidatoId={s.candidatoId}>{s.titularNombre}</EnlaceHv>
          ) : (
            s.titularNombre
          )}{' '}
          ({s.titularDocumento})
        </Dato>
        <Dato etiqueta="Presentada por">
          {s.solicitanteNombre} ({CALIDAD_SOLICITANTE.etiqueta(s.calidad)})
        </Dato>
        <Dato etiqueta="Recibida">
          {formatoFecha(s.recibidaEn)} por {MEDIO_RECEPCION.etiqueta(s.medio).toLowerCase()}
        </Dato>
        <Dato etiqueta="Responder a">{s.contacto}</Dato>
        <Dato etiqueta="Vence">
          <Plazo venceEn={s.venceEn} diasRestantes={s.diasRestantes} />
        </Dato>
        <Dato etiqueta="Estado">{ESTADO_SOLICITUD.etiqueta(s.estado)}</Dato>
        <Dato etiqueta="Responsable">{s.responsable}</Dato>
        <Dato etiqueta="Registrada por">
          {s.registradaPor}, {formatoFechaHora(s.registradaEn)}
        </Dato>
        <Dato etiqueta="Detalle" ancho>
          {s.detalle}
        </Dato>
        {s.prorrogada && (
          <Dato etiqueta="Prórroga" ancho>
            {s.motivoProrroga}
          </Dato>
        )}
        {s.respuesta && (
          <Dato etiqueta={`Respuesta (${s.respondidaPor ?? ''}, ${formatoFechaHora(s.respondidaEn)})`} ancho>
            {s.respuesta}
          </Dato>
        )}
      </Rejilla>
      {abierta && (
        <>
          <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2">
            <Seleccion
              etiqueta="Estado"
              vacia={null}
              valor={s.estado}
              opciones={ESTADO_SOLICITUD.opciones.filter((o) => o.valor !== 'respondida')}
              onChange={(estado) =>
                gestionar.mutate({
                  id: s.id,
                  version: s.version,
                  estado: estado as 'recibida' | 'en_tramite',
                  responsableId: s.responsableId,
                })
              }
            />
            <Seleccion
              etiqueta="Responsable"
              vacia="Sin responsable"
              valor={s.responsableId}
              opciones={(responsables.data ?? []).map((u) => ({ valor: u.id, etiqueta: u.nombre }))}
              onChange={(v) =>
                gestionar.mutate({
                  id: s.id,
                  version: s.version,
                  estado: s.estado as 'recibida' | 'en_tramite',
                  responsableId: v ? Number(v) : null,
                })
              }
            />
          </div>
          {!s.prorrogada && (
            <div className="flex flex-col gap-2">
              <CampoArea
                etiqueta={`Motivo de la prórroga (${plazo.prorroga} días hábiles más, se informa al titular)`}
                maxLength={2000}
                rows={2}
                value={motivoProrroga}
                onChange={(e) => setMotivoProrroga(e.target.value)}
              />
              <div>
                <Boton
                  variante="secundario"
                  cargando={prorrogar.isPending}
                  onClick={() => prorrogar.mutate({ id: s.id, version: s.version, motivo: motivoProrroga })}
                >
                  Prorrogar
                </Boton>
              </div>
            </div>
          )}
          <div className="flex flex-col gap-2">
            <CampoArea
              etiqueta="Respuesta dada al titular"
              maxLength={10_000}
              rows={4}
              value={respuesta}
              onChange={(e) => setRespuesta(e.target.value)}
            />
            <div>
              <Boton
                cargando={responder.isPending}
                onClick={() => responder.mutate({ id: s.id, version: s.version, respuesta })}
              >
                Registrar respuesta
              </Boton>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
