import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatoFechaHora, formatoNumero } from '@talento/rules';
import type { RouterOutputs } from '../trpc';

type Pedido = RouterOutputs['clientePortal']['pedido'];
type Candidato = Pedido['candidatos'][number];

/** The candidates as cards on a phone: name (to the CV), document, state, score, and the actions in full view. */
export function TarjetasCandidatos({
  pedido,
  testId,
  acciones,
}: {
  pedido: Pedido;
  testId: (c: Candidato) => string;
  acciones: (c: Candidato) => ReactNode;
}) {
  return (
    <ul aria-label="Candidatos enviados" className="flex flex-col gap-3">
      {pedido.candidatos.map((x) => (
        <li
          key={x.candidatoPedidoId}
          data-testid={testId(x)}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <Link
            to={`/pedido/${pedido.id}/candidato/${x.candidatoPedidoId}`}
            className="text-base font-medium text-marca-700 hover:underline"
          >
            {x.nombre}
          </Link>
          <p className="text-sm text-slate-600">
            {x.tipoDocumento} {x.documento}
          </p>
          <p className="mt-1 text-sm">
            <span data-testid="estado-candidato">{x.estadoEtiqueta}</span>
            {pedido.vePuntajes && x.puntajeGlobal !== null && (
              <span className="text-slate-600"> · Puntaje pruebas {formatoNumero(x.puntajeGlobal)}</span>
            )}
          </p>
          {x.fechaCitaCliente && (
            <p className="text-xs text-slate-600">Entrevista: {formatoFechaHora(x.fechaCitaCliente)}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">{acciones(x)}</div>
        </li>
      ))}
    </ul>
  );
}
