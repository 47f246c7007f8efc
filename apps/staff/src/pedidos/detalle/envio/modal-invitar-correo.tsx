export interface ModalInvitarCorreoProps {
  pedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
}

/** Placeholder until the bulk e-mail invitation modal lands (issue 4, envío slice). */
export function ModalInvitarCorreo(_props: ModalInvitarCorreoProps) {
  return null;
}
