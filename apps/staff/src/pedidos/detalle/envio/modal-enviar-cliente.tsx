export interface ModalEnviarClienteProps {
  pedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
  /** Called after the candidates were sent (refresh the panels). */
  onEnviado: () => void;
}

/** Placeholder until the send-to-client modal lands (issue 4, envío slice). */
export function ModalEnviarCliente(_props: ModalEnviarClienteProps) {
  return null;
}
