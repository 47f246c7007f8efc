import { Modal as ModalBase, type ModalProps } from '@talento/ui';

/** The envío modals are wider (requirements and contacts side by side). */
export function Modal(props: ModalProps) {
  return <ModalBase ancho="max-w-2xl" {...props} />;
}
