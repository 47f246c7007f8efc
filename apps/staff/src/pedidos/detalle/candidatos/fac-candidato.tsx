import { lazy, Suspense, useState } from 'react';
import { formatoFechaHora } from '@talento/rules';
import { Boton, notificar, Spinner, useIdRuta } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';

// The answers' modal is opened rarely: its own chunk, loaded on opening.
const ModalCuestionario = lazy(() => import('./modal-cuestionario'));

/**
 * FAC of one candidate of the order (owned by the FAC slice): the score of their FAC test for this order, the
 * state of the answer link, "Enviar preguntas filtro" (e-mails the link) and, once answered, "Ver cuestionario"
 * (the answers, in a lazy modal). Every row shares one query.
 */
export function FacCandidato({ candidatoPedidoId }: { candidatoPedidoId: number }) {
  const pedidoId = useIdRuta('idPedido') ?? 0;
  const { permisos } = useUsuario();
  const [verCuestionario, setVerCuestionario] = useState(false);
  const consulta = trpc.fac.resultadosPedido.useQuery(
    { pedidoId },
    { enabled: pedidoId > 0, meta: { silencioso: true } },
  );
  const enviar = trpc.fac.enviarEnlace.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
    },
  });
  // While the scores load, their line keeps its place: the buttons below do not jump when they land.
  if (!consulta.data) return consulta.isLoading ? <div aria-hidden="true" className="mt-2 h-5" /> : null;
  const fila = consulta.data.candidatos.find((c) => c.candidatoPedidoId === candidatoPedidoId);
  if (!fila) return null;
  const { resultado, enlace } = fila;
  const puedeEnviar =
    consulta.data.facDefinido &&
    !resultado &&
    enlace?.estado !== 'respondida' &&
    permisos.includes('add_candidatopedido');

  return (
    <div
      data-testid="fac-candidato"
      className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-700"
    >
      <span className="whitespace-nowrap">
        <span className="text-slate-500">FAC:</span>{' '}
        {resultado ? (
          <>
            <b>{resultado.puntaje === null ? '—' : Math.round(resultado.puntaje)}</b>
            {resultado.descartado && (
              <span className="ml-1 rounded bg-red-100 px-1.5 py-0.5 font-semibold text-red-700">
                Descartado
              </span>
            )}
          </>
        ) : (
          'No ha realizado FAC'
        )}
      </span>
      {enlace && !resultado && (
        <span className="whitespace-nowrap text-slate-500">
          {enlace.estado === 'pendiente'
            ? `Enlace enviado, vence ${formatoFechaHora(enlace.expiraEn)}`
            : enlace.estado === 'vencida'
              ? 'Enlace vencido'
              : 'Respondido'}
        </span>
      )}
      {puedeEnviar && (
        <Boton
          variante="texto"
          cargando={enviar.isPending}
          onClick={() => enviar.mutate({ pedidoId, candidatos: [candidatoPedidoId] })}
        >
          {enlace ? 'Reenviar preguntas filtro' : 'Enviar preguntas filtro'}
        </Boton>
      )}
      {enlace?.estado === 'respondida' && (
        <Boton
          variante="texto"
          aria-label={`Ver cuestionario del candidato ${candidatoPedidoId}`}
          onClick={() => setVerCuestionario(true)}
        >
          Ver cuestionario
        </Boton>
      )}
      {verCuestionario && (
        <Suspense fallback={<Spinner />}>
          <ModalCuestionario
            candidatoPedidoId={candidatoPedidoId}
            onCerrar={() => setVerCuestionario(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
