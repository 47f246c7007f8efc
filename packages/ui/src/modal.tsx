import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { RegionAnuncios } from './anuncios';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  abierto: boolean;
  onCerrar: () => void;
  titulo: string;
  children: ReactNode;
  /** Footer of buttons. */
  pie?: ReactNode;
  /** Tailwind max-width class of the panel. */
  ancho?: string;
}

/**
 * Whether the last press started on a toast (sonner's `[data-sonner-toaster]`, outside the dialog): closing or
 * swiping a toast is not a click outside the dialog, which would close it and lose its unsaved edits. A key press
 * clears it, so Escape still closes.
 */
function useToqueEnAvisos() {
  const enAvisos = useRef(false);
  useEffect(() => {
    const alTocar = (e: Event) => {
      enAvisos.current = e.target instanceof Element && e.target.closest('[data-sonner-toaster]') !== null;
    };
    const alTeclear = () => {
      enAvisos.current = false;
    };
    document.addEventListener('pointerdown', alTocar, true);
    document.addEventListener('mousedown', alTocar, true);
    document.addEventListener('keydown', alTeclear, true);
    return () => {
      document.removeEventListener('pointerdown', alTocar, true);
      document.removeEventListener('mousedown', alTocar, true);
      document.removeEventListener('keydown', alTeclear, true);
    };
  }, []);
  return enAvisos;
}

/** Dialog shell of the app's modals (Headless UI): title, scrollable body, footer of buttons. */
export function Modal({ abierto, onCerrar, titulo, children, pie, ancho = 'max-w-xl' }: ModalProps) {
  const enAvisos = useToqueEnAvisos();
  return (
    <Dialog
      open={abierto}
      onClose={() => {
        if (!enAvisos.current) onCerrar();
      }}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`flex max-h-[90vh] w-full ${ancho} flex-col rounded-lg bg-white shadow-xl`}>
          <DialogTitle className="border-b border-slate-200 px-6 py-4 text-lg font-semibold text-slate-800">
            {titulo}
          </DialogTitle>
          <div className="flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {pie && <div className="flex justify-end gap-2 border-t border-slate-200 px-6 py-4">{pie}</div>}
          <RegionAnuncios />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
