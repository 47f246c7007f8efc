import type { ReactNode } from 'react';
import { Link } from 'react-router';

const ESTILO = 'text-marca-700 underline-offset-2 hover:underline';

interface Props {
  children: ReactNode;
  /** Extra classes (size, weight) on top of the house link style. */
  className?: string;
}

/**
 * A link to a candidate's CV summary (`/hv/:id`), the same wherever a candidate is named. From an order
 * (`pedidoId`), the CV opens in that order's context: its back link, the person's stage and actions there.
 */
export function EnlaceHv({
  candidatoId,
  pedidoId,
  children,
  className = '',
}: Props & { candidatoId: number; pedidoId?: number }) {
  const destino = pedidoId ? `/hv/${candidatoId}?pedido_id=${pedidoId}` : `/hv/${candidatoId}`;
  return (
    <Link to={destino} className={`${ESTILO} ${className}`}>
      {children}
    </Link>
  );
}

/** A link to an order's detail (`/pedido-detail/:id`); the order number when no text is given. */
export function EnlacePedido({ pedidoId, children, className = '' }: Partial<Props> & { pedidoId: number }) {
  return (
    <Link to={`/pedido-detail/${pedidoId}`} className={`${ESTILO} ${className}`}>
      {children ?? pedidoId}
    </Link>
  );
}
