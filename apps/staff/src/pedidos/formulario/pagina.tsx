import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { EstadoVacio, Spinner } from '@talento/ui';
import { ESTADOS_PEDIDO_EDITABLES, MENSAJES_PEDIDOS, maquinaPedido } from '@talento/rules';
import { trpc } from '../../trpc';
import { valoresDesdePedido, valoresVacios } from './valores';
import { FormularioPedido } from './formulario-pedido';

/**
 * '/pedidos-create' (new order), '/pedidos-create/:idPedido' (duplicate: a new order pre-filled from
 * that one) and '/pedidos-edit/:idPedido' (edit; an order that is not 1/111 goes to its detail).
 */
export default function Pagina() {
  const { idPedido } = useParams();
  const { pathname } = useLocation();
  const modo = pathname.startsWith('/pedidos-edit') ? 'editar' : 'crear';
  const id = idPedido === undefined ? undefined : Number(idPedido);
  const idValido = id === undefined || (Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  const config = trpc.pedidos.configuracionFormulario.useQuery();
  const pedido = trpc.pedidos.paraFormulario.useQuery(
    { id: id ?? 0 },
    { enabled: id !== undefined && idValido },
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
  if (modo === 'editar' && datos && !(ESTADOS_PEDIDO_EDITABLES as readonly number[]).includes(datos.estado)) {
    return <Navigate to={maquinaPedido.rutaDePedido(datos.id, datos.estado)} replace />;
  }
  return (
    <FormularioPedido
      key={`${pathname}:${datos?.version ?? 0}`}
      modo={modo}
      config={config.data}
      inicial={inicial}
      pedido={datos}
    />
  );
}
