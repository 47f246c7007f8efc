export { Modal } from '@talento/ui';

export const claseCampo =
  'rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-marca-500 focus:outline-none';
export const claseEtiqueta = 'text-sm font-medium text-slate-700';
