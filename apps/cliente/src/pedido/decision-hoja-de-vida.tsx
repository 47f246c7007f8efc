import { Link } from 'react-router';
import { formatoFechaHora } from '@talento/rules';
import type { RouterOutputs } from '../trpc';
import { AvisoConflicto } from './aviso-conflicto';
import { useDecisiones } from './decisiones';
import { ResumenEvidencia } from './resumen-evidencia';
import { useAccionesCliente } from './usar-acciones';

type HojaDeVida = RouterOutputs['clientePortal']['hojaDeVida'];
type Vecino = NonNullable<HojaDeVida['anterior']>;

// A full-height touch target on a phone (44 px), half the row each so both fit at 390 px.
const CLASE_VECINO =
  'flex min-h-11 max-w-[48%] flex-col justify-center rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm hover:border-marca-400';

function EnlaceVecino({
  pedidoId,
  vecino,
  sentido,
}: {
  pedidoId: number;
  vecino: Vecino;
  sentido: 'anterior' | 'siguiente';
}) {
  const siguiente = sentido === 'siguiente';
  return (
    <Link
      to={`/pedido/${pedidoId}/candidato/${vecino.candidatoPedidoId}`}
      rel={siguiente ? 'next' : 'prev'}
      className={`${CLASE_VECINO} ${siguiente ? 'ml-auto items-end text-right' : ''}`}
    >
      <span className="font-medium text-marca-700">
        {siguiente ? 'Siguiente' : 'Anterior'}
        <span aria-hidden="true">{siguiente ? ' →' : ' ←'}</span>
      </span>
      <span className="w-full truncate text-xs text-slate-600">{vecino.nombre}</span>
    </Link>
  );
}

/**
 * The top of the CV page: previous / next candidate of the same order, the summary of the evaluation and the
 * client's decision on this one (the order page's buttons and dialogs), before the CV; on a phone the decision
 * stays in a bar at the bottom of the screen.
 */
export function DecisionHojaDeVida({ hv }: { hv: HojaDeVida }) {
  const acciones = useAccionesCliente(hv.pedidoId);
  const { botones, modales } = useDecisiones(acciones);
  const nombre = `${hv.personal.nombres} ${hv.personal.apellidos}`;
  return (
    <>
      {(hv.anterior || hv.siguiente) && (
        <nav aria-label="Candidatos del pedido" className="flex items-stretch gap-2">
          {hv.anterior && <EnlaceVecino pedidoId={hv.pedidoId} vecino={hv.anterior} sentido="anterior" />}
          {hv.siguiente && <EnlaceVecino pedidoId={hv.pedidoId} vecino={hv.siguiente} sentido="siguiente" />}
        </nav>
      )}
      <AvisoConflicto acciones={acciones} />
      {hv.fechaCitaCliente && (
        <p className="text-sm text-slate-700">Entrevista: {formatoFechaHora(hv.fechaCitaCliente)}</p>
      )}
      <ResumenEvidencia hv={hv} />
      {/* On a phone the decision is a bar fixed at the bottom: in reach while the client reads the CV. */}
      {hv.acciones.length > 0 && (
        <section
          aria-labelledby="titulo-decision"
          className="rounded-lg border border-slate-200 bg-white p-4 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:rounded-none max-sm:border-x-0 max-sm:border-b-0 max-sm:px-4 max-sm:py-3 max-sm:shadow-[0_-2px_8px_rgba(15,23,42,0.12)]"
        >
          <h2 id="titulo-decision" className="mb-3 text-base font-semibold max-sm:sr-only">
            Su decisión sobre este candidato
          </h2>
          <div data-testid="decision-candidato" className="flex flex-wrap gap-2 max-sm:*:flex-1">
            {botones({
              candidatoPedidoId: hv.candidatoPedidoId,
              version: hv.version,
              nombre,
              acciones: hv.acciones,
            })}
          </div>
        </section>
      )}
      {modales}
    </>
  );
}
