import type { AppRouter } from '@talento/api';
import type { inferRouterOutputs } from '@trpc/server';
import {
  CLASES_ENVIO_PEDIDO,
  ESTADO_MENSAJE_SALIENTE,
  EstadoMensajeSaliente,
  formatoFechaHora,
  MENSAJES_CORREOS_PEDIDO,
  NOMBRE_CLASE_ENVIO,
  type ClaseEnvioPedido,
} from '@talento/rules';
import { Boton, FallaDeCarga, notificar, Seccion, Spinner, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../../../trpc';

type Envio = inferRouterOutputs<AppRouter>['candidatosPedido']['estadoCorreos'][number];

const COLOR: Record<number, string> = {
  [EstadoMensajeSaliente.PENDIENTE]: 'bg-amber-100 text-amber-800',
  [EstadoMensajeSaliente.ENVIADO]: 'bg-emerald-100 text-emerald-800',
  [EstadoMensajeSaliente.ERROR]: 'bg-red-100 text-red-800',
};

const VACIO: Readonly<Record<ClaseEnvioPedido, string>> = {
  correo: 'Sin correos.',
  erp: 'Sin llamadas al ERP.',
  pruebas: 'Sin llamadas a la plataforma de pruebas.',
};

/** While something is waiting for its delivery worker, the list is read again this often. */
const REVISAR_PENDIENTES_MS = 5_000;

/** To whom: an e-mail's addresses; a call's person when it has one (an invitation), nothing otherwise. */
function Destino({ envio: m }: { envio: Envio }) {
  if (!m.destino) return null;
  const etiqueta = m.tipo === 'correo' ? 'Para' : 'Persona';
  return (
    <p className="mt-1 break-all text-xs text-slate-500">
      {etiqueta}: {m.destino.split(';').join(', ')}
    </p>
  );
}

function FilaEnvio({
  envio: m,
  reintentando,
  onReintentar,
}: {
  envio: Envio;
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
      <Destino envio={m} />
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

/**
 * "Envíos del pedido": what the order sent out, by kind (e-mails, ERP calls, test-platform calls), each with its
 * delivery status (Pendiente, Enviado, Error) and a retry for Error whatever its kind.
 */
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
    onSettled: () =>
      Promise.all([
        utils.candidatosPedido.estadoCorreos.invalidate({ pedidoId }),
        // The tests panel shows the platform calls too.
        utils.pedidos.opcionesPruebas.invalidate({ pedidoId }),
      ]),
  });
  const envios = lista.data ?? [];
  return (
    <Seccion
      titulo="Envíos del pedido"
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
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          {CLASES_ENVIO_PEDIDO.map((clase) => {
            const deLaClase = envios.filter((m) => m.tipo === clase);
            return (
              <section key={clase} aria-label={NOMBRE_CLASE_ENVIO[clase]} className="min-w-0">
                <h3 className="mb-2 text-sm font-medium text-slate-700">
                  {NOMBRE_CLASE_ENVIO[clase]} ({deLaClase.length})
                </h3>
                {deLaClase.length === 0 ? (
                  <p className="text-sm text-slate-500">{VACIO[clase]}</p>
                ) : (
                  <ul
                    className="flex max-h-[300px] flex-col gap-2 overflow-y-auto"
                    aria-label={`${NOMBRE_CLASE_ENVIO[clase]} del pedido`}
                    tabIndex={0}
                  >
                    {deLaClase.map((m) => (
                      <FilaEnvio
                        key={m.id}
                        envio={m}
                        reintentando={reintentar.isPending && reintentar.variables?.id === m.id}
                        onReintentar={() => reintentar.mutate({ pedidoId, id: m.id })}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Seccion>
  );
}
