import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { EstadoVacio, Spinner } from '@talento/ui';
import { MENSAJES_PEDIDOS, maquinaPedidoStock } from '@talento/rules';
import { trpc } from '../../../trpc';
import { FormularioStock } from './formulario-stock';
import { valoresDesdePedido, valoresVacios } from './valores';

/**
 * '/stock/pedidos-create/:idPedido?' (new stock order, or a copy of that one) and '/stock/pedidos-edit/:idPedido'
 * (edit; an order that is not 1/111 goes to its stock detail, one that is not stock to the ordinary detail).
 */
export default function Pagina() {
  const { idPedido } = useParams();
  const { pathname } = useLocation();
  const modo = pathname.startsWith('/stock/pedidos-edit') ? 'editar' : 'crear';
  const id = idPedido === undefined || idPedido === '' ? undefined : Number(idPedido);
  const idValido = id === undefined || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const config = trpc.pedidos.configuracionFormulario.useQuery();
  const pedido = trpc.pedidosStock.paraFormulario.useQuery(
    { id: id ?? 0 },
    { enabled: id !== undefined && idValido, retry: false },
  );
  const inicial = useMemo(
    () => (pedido.data ? valoresDesdePedido(pedido.data, modo === 'crear') : valoresVacios()),
    [pedido.data, modo],
  );

  if (!idValido || pedido.isError) return <EstadoVacio mensaje={MENSAJES_PEDIDOS.errorAcceso} />;
  if (config.isError)
    return <EstadoVacio mensaje="Error al traer el salario mínimo y el auxilio de transporte" />;
  if (!config.data || (id !== undefined && !pedido.data)) return <Spinner />;
  const datos = pedido.data;
  if (modo === 'editar' && datos) {
    const destino = maquinaPedidoStock.redireccionEdicionStock(datos);
    if (destino) return <Navigate to={destino} replace />;
  }
  // An existing order computes with the values in force on its request day; a new one (or a duplicate), today's.
  const valores = modo === 'editar' && datos ? datos.valoresSolicitud : config.data;
  return (
    <FormularioStock
      key={`${pathname}:${datos?.version ?? 0}`}
      modo={modo}
      smmlv={valores.smmlv}
      auxilioConfigurado={valores.auxilioTransporte}
      tiposConvocatoria={config.data.tiposConvocatoria}
      inicial={inicial}
      pedido={datos}
    />
  );
}
