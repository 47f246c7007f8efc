import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatoFechaHora, MENSAJES_PEDIDOS, maquinaPedidoStock } from '@talento/rules';
import { aErrorDeServidor, EstadoVacio, notificar, Spinner, useIdRuta } from '@talento/ui';
import { trpc } from '../../trpc';
import { Evidencias } from '../detalle/evidencias';
import type { DetallePedido } from '../detalle/tipos';
import { FormularioCancelacion } from './formulario-cancelacion';

function Cancelado({ pedido }: { pedido: DetallePedido }) {
  const c = pedido.cancelacion;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Estado: <strong data-testid="estado-pedido">{pedido.estadoEtiqueta}</strong>
      </p>
      <p>
        Causa: <strong data-testid="causa-cancelacion">{c?.causaEtiqueta}</strong>
      </p>
      {c?.razon && <p className="whitespace-pre-wrap text-slate-700">{c.razon}</p>}
      <p className="text-slate-500">
        {[c?.actor, formatoFechaHora(c?.fecha ?? null)].filter(Boolean).join(' · ')}
      </p>
      <Evidencias archivos={c?.archivos ?? []} />
    </div>
  );
}

/** `/pedido-cancel/:idPedido`: cancel an open order; a finished one shows "Pedido Terminado", a cancelled one its cause. */
export default function Pagina() {
  const id = useIdRuta('idPedido');
  const consulta = trpc.pedidos.detalle.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, meta: { silencioso: true }, retry: false },
  );

  useEffect(() => {
    if (consulta.error)
      notificar.error(MENSAJES_PEDIDOS.errorAcceso, aErrorDeServidor(consulta.error).detalle);
  }, [consulta.error]);

  if (id === null || consulta.error) return <EstadoVacio mensaje="No fue posible cargar el pedido." />;
  if (!consulta.data) return <Spinner />;
  const p = consulta.data;

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
      <header>
        <h1 className="text-xl font-semibold">Cancelar pedido {p.id}</h1>
        <p className="text-sm text-slate-600">
          {p.nombreCargo} · {p.cliente.nombre} · {p.ciudad?.nombre ?? 'Multiciudad'}
        </p>
      </header>
      {p.terminado ? (
        <p role="status" className="rounded-md bg-marca-50 px-4 py-3 font-semibold text-marca-800">
          {p.terminado}
        </p>
      ) : p.estado === 0 ? (
        <Cancelado pedido={p} />
      ) : (
        <FormularioCancelacion pedido={p} />
      )}
      {/* A stock line's detail is its stock order's (where every line is a tab), like the form's way back. */}
      <Link
        to={maquinaPedidoStock.rutaDetalleDe(p)}
        className="text-sm text-marca-700 underline-offset-2 hover:underline"
      >
        Ver detalle del pedido
      </Link>
    </section>
  );
}
