import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Boton, RegionAnuncios } from '@talento/ui';

export interface ModalProps {
  abierto: boolean;
  titulo: string;
  textoConfirmar: string;
  cargando?: boolean;
  /** The id of the `<form>` in the body: the confirm button submits it (Enter in a field does the same). */
  formulario: string;
  onCerrar: () => void;
  children: ReactNode;
}

/** A small form dialog (Headless UI): the form the caller renders, Cancelar and the button that submits it. */
export function Modal({
  abierto,
  titulo,
  textoConfirmar,
  cargando,
  formulario,
  onCerrar,
  children,
}: ModalProps) {
  return (
    <Dialog open={abierto} onClose={onCerrar} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="mb-4 text-lg font-semibold">{titulo}</DialogTitle>
          {children}
          <div className="mt-6 flex justify-end gap-2">
            <Boton variante="secundario" onClick={onCerrar}>
              Cancelar
            </Boton>
            <Boton type="submit" form={formulario} cargando={cargando}>
              {textoConfirmar}
            </Boton>
          </div>
          <RegionAnuncios />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
