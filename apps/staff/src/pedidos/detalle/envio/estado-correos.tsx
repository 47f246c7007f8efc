import { ESTADO_MENSAJE_SALIENTE, formatoFechaHora } from '@talento/rules';
import { Boton, EstadoVacio, Spinner } from '@talento/ui';
import { trpc } from '../../../trpc';
import { Panel } from '../dato';

const COLOR: Record<number, string> = {
  0: 'bg-amber-100 text-amber-800',
  1: 'bg-emerald-100 text-emerald-800',
  2: 'bg-red-100 text-red-800',
};

/** "Correos": the e-mails queued about the order with their delivery status (Pendiente, Enviado, Error). */
export function EstadoCorreos({ pedidoId }: { pedidoId: number }) {
  const lista = trpc.candidatosPedido.estadoCorreos.useQuery(
    { pedidoId },
    // While something is waiting, look again now and then.
    { refetchInterval: (q) => (q.state.data?.some((m) => m.estado === 0) ? 15_000 : false) },
  );
  const correos = lista.data ?? [];
  return (
    <Panel
      titulo="Correos"
      acciones={
        <Boton variante="texto" className="px-1 py-0" cargando={lista.isFetching} onClick={() => void lista.refetch()}>
          Actualizar
        </Boton>
      }
    >
      {lista.isLoading ? (
        <Spinner />
      ) : correos.length === 0 ? (
        <EstadoVacio mensaje="No se han enviado correos de este pedido." />
      ) : (
        <ul className="flex max-h-[300px] flex-col gap-2 overflow-y-auto" aria-label="Correos del pedido">
          {correos.map((m) => (
            <li key={m.id} className="rounded-md border border-slate-200 p-2 text-sm">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words text-slate-800">{m.asunto || 'Correo'}</span>
                <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ${COLOR[m.estado] ?? ''}`}>{ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado)}</span>
              </div>
              <p className="mt-1 break-all text-xs text-slate-500">Para: {m.destino.split(';').join(', ')}</p>
              <p className="text-xs text-slate-500">
                {formatoFechaHora(m.fecha)}
                {m.enviadoEn && ` · enviado ${formatoFechaHora(m.enviadoEn)}`}
                {m.intentos > 1 && ` · ${m.intentos} intentos`}
              </p>
              {m.error && <p className="mt-1 text-xs text-red-700">{m.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
