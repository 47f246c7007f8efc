import { Navigate } from 'react-router';
import { useIdRuta } from '@talento/ui';

/**
 * `/pedido-candidatos/:idPedido` (the old app's embedded candidate view): the order detail already shows the
 * candidates, so the route opens it at that section; "volver al pedido" is then the detail itself.
 */
export default function IrACandidatos() {
  const id = useIdRuta('idPedido');
  return <Navigate to={id === null ? '/pedidos-dashboard' : `/pedido-detail/${id}#candidatos`} replace />;
}
