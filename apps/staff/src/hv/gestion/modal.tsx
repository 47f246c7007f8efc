export { CLASE_CONTROL as claseCampo, Modal } from '@talento/ui';
export const claseEtiqueta = 'text-sm font-medium text-slate-700';
