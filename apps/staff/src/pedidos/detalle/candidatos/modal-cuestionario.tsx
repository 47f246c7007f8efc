import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { formatoFechaHora, formatoNumero, MENSAJES_FAC as M } from '@talento/rules';
import { Boton, columnasDe, FallaDeCarga, Modal, Spinner, Tabla, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../../trpc';

type Respuesta = inferRouterOutputs<AppRouter>['fac']['cuestionarioCandidato']['respuestas'][number];

const c = columnasDe<Respuesta>();
const COLUMNAS = c.columns([
  c.accessor('pregunta', { header: 'Pregunta' }),
  c.accessor('opcion', { header: 'Respuesta' }),
  c.accessor('calificacionEtiqueta', {
    header: 'Calificación',
    cell: ({ row: { original: r } }) =>
      r.calificacion === 6 ? (
        <span className="font-semibold text-red-700">{r.calificacionEtiqueta}</span>
      ) : (
        r.calificacionEtiqueta
      ),
  }),
]);
const idRespuesta = (r: Respuesta) => String(r.preguntaId);

/**
 * "Ver cuestionario" (spec 01 §2, issue 17): the filter questions a candidate of the order answered through the
 * link, the option chosen for each and its rating, with the FAC score. Its own chunk, loaded on opening.
 */
export default function ModalCuestionario({
  candidatoPedidoId,
  onCerrar,
}: {
  candidatoPedidoId: number;
  onCerrar: () => void;
}) {
  const consulta = trpc.fac.cuestionarioCandidato.useQuery(
    { candidatoPedidoId },
    { meta: { silencioso: true } },
  );
  useAvisoDeFalla(consulta.error, M.errorCuestionario);
  const q = consulta.data;
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={q ? `Preguntas filtro de ${q.candidato}` : 'Preguntas filtro'}
      ancho="max-w-3xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      {consulta.error ? (
        <FallaDeCarga mensaje={M.errorCuestionario} />
      ) : !q ? (
        <Spinner />
      ) : !q.respondidaEn ? (
        <p>{M.sinCuestionario}</p>
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-slate-700">
            {q.grupo && <>{q.grupo} · </>}Respondido el {formatoFechaHora(q.respondidaEn)} · Puntaje FAC{' '}
            <b>{formatoNumero(q.puntaje)}</b>
            {q.descartado && (
              <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-700">
                Descartado
              </span>
            )}
          </p>
          <Tabla
            etiqueta="Respuestas del cuestionario"
            columnas={COLUMNAS}
            datos={q.respuestas}
            idFila={idRespuesta}
            altoLimitado={false}
          />
        </div>
      )}
    </Modal>
  );
}
