import type { AppRouter } from '@talento/api';
import type { inferRouterOutputs } from '@trpc/server';
import {
  ESTADO_MENSAJE_SALIENTE,
  EstadoMensajeSaliente,
  formatoFechaHora,
  MENSAJES_CORREOS_PEDIDO,
} from '@talento/rules';
import { Boton, EstadoVacio, FallaDeCarga, notificar, Seccion, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../../trpc';

type Correo = inferRouterOutputs<AppRouter>['candidatosPedido']['estadoCorreos'][number];

const COLOR: Record<number, string> = {
  [EstadoMensajeSaliente.PENDIENTE]: 'bg-amber-100 text-amber-800',
  [EstadoMensajeSaliente.ENVIADO]: 'bg-emerald-100 text-emerald-800',
  [EstadoMensajeSaliente.ERROR]: 'bg-red-100 text-red-800',
};

/** While an e-mail is waiting for the delivery worker, the list is read again this often. */
const REVISAR_PENDIENTES_MS = 5_000;

function FilaCorreo({
  correo: m,
  reintentando,
  onReintentar,
}: {
  correo: Correo;
  reintentando: boolean;
  onReintentar: () => void;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-2 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words text-slate-800">{m.asunto || 'Correo'}</span>
        <span
          data-testid="estado-correo"
          className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ${COLOR[m.estado] ?? ''}`}
        >
          {ESTADO_MENSAJE_SALIENTE.etiqueta(m.estado)}
        </span>
      </div>
      <p className="mt-1 break-all text-xs text-slate-500">Para: {m.destino.split(';').join(', ')}</p>
      <p className="text-xs text-slate-500">
        {formatoFechaHora(m.fecha)}
        {m.enviadoEn && ` · enviado ${formatoFechaHora(m.enviadoEn)}`}
        {m.intentos > 1 && ` · ${m.intentos} intentos`}
      </p>
      {m.estado === EstadoMensajeSaliente.ERROR && (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          {m.error && <p className="min-w-0 break-words text-xs text-red-700">{m.error}</p>}
          <Boton variante="secundario" className="px-2 py-1" cargando={reintentando} onClick={onReintentar}>
            Reintentar
          </Boton>
        </div>
      )}
    </li>
  );
}

/** "Correos": the e-mails queued about the order with their delivery status (Pendiente, Enviado, Error) and a retry for Error. */
export function EstadoCorreos({ pedidoId }: { pedidoId: number }) {
  const utils = trpc.useUtils();
  const lista = trpc.candidatosPedido.estadoCorreos.useQuery(
    { pedidoId },
    {
      meta: { silencioso: true },
      // While something is waiting, look again now and then (not after a failed read).
      refetchInterval: (q) =>
        q.state.status !== 'error' && q.state.data?.some((m) => m.estado === EstadoMensajeSaliente.PENDIENTE)
          ? REVISAR_PENDIENTES_MS
          : false,
    },
  );
  useAvisoDeFalla(lista.error, MENSAJES_CORREOS_PEDIDO.errorCargar);
  const reintentar = trpc.candidatosPedido.reintentarCorreo.useMutation({
    onSuccess: (r) => notificar.exito(r.mensaje),
    onSettled: () => utils.candidatosPedido.estadoCorreos.invalidate({ pedidoId }),
  });
  const correos = lista.data ?? [];
  return (
    <Seccion
      titulo="Correos"
      acciones={
        <Boton
          variante="texto"
          className="px-1 py-0"
          cargando={lista.isFetching}
          onClick={() => void lista.refetch()}
        >
          Actualizar
        </Boton>
      }
    >
      {lista.isLoading ? (
        <Spinner />
      ) : !lista.data ? (
        <FallaDeCarga mensaje={MENSAJES_CORREOS_PEDIDO.errorCargar} />
      ) : correos.length === 0 ? (
        <EstadoVacio mensaje={MENSAJES_CORREOS_PEDIDO.sinCorreos} />
      ) : (
        <ul
          className="flex max-h-[300px] flex-col gap-2 overflow-y-auto"
          aria-label="Correos del pedido"
          tabIndex={0}
        >
          {correos.map((m) => (
            <FilaCorreo
              key={m.id}
              correo={m}
              reintentando={reintentar.isPending && reintentar.variables?.id === m.id}
              onReintentar={() => reintentar.mutate({ pedidoId, id: m.id })}
            />
          ))}
        </ul>
      )}
    </Seccion>
  );
}
