import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { RegionAnuncios } from './anuncios';
import { Boton } from './boton';

export interface DialogoConfirmacionProps {
  abierto: boolean;
  /** What will happen, in words ("El pedido pasará de «Preselección» a «Selección»."). */
  mensaje: string;
  titulo?: string;
  /** The action's verb ("Remover candidato", "Pasar a «Selección»"): never a bare "Sí" or "Aceptar". */
  textoSi: string;
  /** What not acting keeps ("Conservar", "Seguir en la página"): never a bare "No". */
  textoNo?: string;
  /** A destructive action (removes, deletes, cancels a record): its button is red, never the primary colour. */
  peligro?: boolean;
  onSi: () => void;
  onNo: () => void;
}

/** Labels that say yes or no without naming what happens: a confirmation never uses them (issue 39, point 2). */
const SIN_VERBO = /^(s[ií]|no|ok|aceptar|confirmar)$/i;

/** True when a confirmation's button names its action instead of a bare "Sí"/"No". */
export function esEtiquetaDeVerbo(texto: string): boolean {
  const limpio = texto.trim();
  return limpio !== '' && !SIN_VERBO.test(limpio) && !/^(s[ií]|no)\s*,/i.test(limpio);
}

/**
 * The confirmation of a change (Headless UI Dialog): the message names what will happen and both buttons are verbs
 * ("Remover candidato" / "Conservar"); the one that acts goes last, red when destructive. A bare "Sí"/"No" is a
 * programming error, refused here so every confirmation of both portals follows the same rule.
 */
export function DialogoConfirmacion({
  abierto,
  mensaje,
  titulo,
  textoSi,
  textoNo = 'Cancelar',
  peligro = false,
  onSi,
  onNo,
}: DialogoConfirmacionProps) {
  for (const texto of [textoSi, textoNo])
    if (!esEtiquetaDeVerbo(texto))
      throw new Error(`DialogoConfirmacion: «${texto}» no nombra la acción; use un verbo.`);
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
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Boton variante="secundario" onClick={onNo}>
              {textoNo}
            </Boton>
            <Boton variante={peligro ? 'peligro' : 'primario'} onClick={onSi}>
              {textoSi}
            </Boton>
          </div>
          <RegionAnuncios />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
