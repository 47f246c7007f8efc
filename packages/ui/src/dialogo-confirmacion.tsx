import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { RegionAnuncios } from './anuncios';
import { Boton } from './boton';

export interface DialogoConfirmacionProps {
  abierto: boolean;
  mensaje: string;
  titulo?: string;
  textoSi?: string;
  textoNo?: string;
  onSi: () => void;
  onNo: () => void;
}

/** Yes/No confirmation (Headless UI Dialog), e.g. the Backspace "salir de la página" question. */
export function DialogoConfirmacion({
  abierto,
  mensaje,
  titulo,
  textoSi = 'Sí',
  textoNo = 'No',
  onSi,
  onNo,
}: DialogoConfirmacionProps) {
  return (
    <Dialog open={abierto} onClose={onNo} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
          {titulo ? (
            <>
              <DialogTitle className="mb-2 text-lg font-semibold">{titulo}</DialogTitle>
              <p className="text-sm text-slate-700">{mensaje}</p>
            </>
          ) : (
            // Without a title the question itself names the dialog (a dialog needs a name: axe aria-dialog-name).
            <DialogTitle as="p" className="text-sm text-slate-700">
              {mensaje}
            </DialogTitle>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Boton variante="secundario" onClick={onNo}>
              {textoNo}
            </Boton>
            <Boton onClick={onSi}>{textoSi}</Boton>
          </div>
          <RegionAnuncios />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
