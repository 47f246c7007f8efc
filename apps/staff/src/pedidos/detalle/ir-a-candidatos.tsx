import { Navigate, useParams } from 'react-router';

/**
 * `/pedido-candidatos/:idPedido` (the old app's embedded candidate view): the order detail already shows the
 * candidates, so the route opens it at that section; "volver al pedido" is then the detail itself.
 */
export default function IrACandidatos() {
  const { idPedido = '' } = useParams();
  return <Navigate to={`/pedido-detail/${encodeURIComponent(idPedido)}#candidatos`} replace />;
}
