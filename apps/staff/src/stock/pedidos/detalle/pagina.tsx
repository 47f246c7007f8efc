import { Link, Navigate } from 'react-router';
import { ESTADO_PEDIDO, ESTADO_PERFIL, formatoFecha, maquinaPedidoStock } from '@talento/rules';
import { Dato, EstadoVacio, InsigniaEstado, Rejilla, Seccion, Spinner, useIdRuta } from '@talento/ui';
import { trpc } from '../../../trpc';
import { AvisoAutomatico } from '../aviso-automatico';
import { LineasStock } from './lineas-stock';

/**
 * `/stock/pedido-detail/:idPedido`: the stock order and, per city line (one open at a time), its candidates with
 * the ordinary detail's actions, postulados and suggested candidates. Redirects to the
 * stock edit while the order is 1/111 and to the ordinary detail when it is not a stock order.
 */
export default function Pagina() {
  const id = useIdRuta('idPedido');
  const consulta = trpc.pedidosStock.detalle.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, retry: false },
  );
  if (id === null || consulta.error) {
    return (
      <EstadoVacio mensaje="No fue posible cargar el pedido.">
        <Link
          to="/stock/pedidos-dashboard"
          className="mt-4 inline-block text-sm text-marca-700 hover:underline"
        >
          Volver a pedidos de stock
        </Link>
      </EstadoVacio>
    );
  }
  if (!consulta.data) return <Spinner />;
  const p = consulta.data;
  const destino = maquinaPedidoStock.redireccionDetalleStock(p);
  if (destino) return <Navigate to={destino} replace />;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">
          Pedido de stock {p.id}: {p.nombreCargo}
        </h1>
        <div className="flex items-center gap-2 text-sm text-slate-700">
          {p.cliente.nombre}
          <InsigniaEstado etiqueta={ESTADO_PEDIDO.etiqueta(p.estado)} testId="estado-pedido-stock" />
          {p.esDestacado && <InsigniaEstado etiqueta="Urgente" tono="aviso" />}
        </div>
      </header>
      <AvisoAutomatico texto={p.automatico} />
      <Seccion
        titulo="Información del pedido"
        acciones={
          <Link to={`/stock/pedidos-create/${p.id}`} className="text-sm text-marca-700 hover:underline">
            Duplicar
          </Link>
        }
      >
        <Rejilla>
          <Dato etiqueta="Cliente">{p.cliente.nombre}</Dato>
          <Dato etiqueta="Perfil">
            {p.perfil.nombre} ({ESTADO_PERFIL.etiqueta(p.perfil.estado)})
          </Dato>
          <Dato etiqueta="Creado por">{p.creador}</Dato>
          <Dato etiqueta="Fecha de solicitud">{formatoFecha(p.fechaSolicitud)}</Dato>
          <Dato etiqueta="Fecha de aprobación">{formatoFecha(p.fechaAprobacion)}</Dato>
          <Dato etiqueta="Ciudades">{p.lineas.map((l) => l.ciudad).join(', ')}</Dato>
          <Dato etiqueta="Descripción" ancho>
            {p.descripcion}
          </Dato>
        </Rejilla>
      </Seccion>
      <LineasStock lineas={p.lineas} />
    </div>
  );
}
