import { useState } from 'react';

/**
 * The value chosen in a control while its change is saved. It is set in the change handler itself: a controlled
 * input showing only the mutation's `variables` would jump back to the old value until the mutation reports
 * pending (a tick later), and a checkbox would look unchanged. `soltar` when the change settles: the control then
 * shows the value read again from the server (the saved one, or the previous one if it was refused).
 */
export function useElegido<T>() {
  const [elegido, setElegido] = useState<{ valor: T } | null>(null);
  return {
    elegido,
    /** The chosen value, or `guardado` when nothing is being saved. */
    mostrar: (guardado: T): T => (elegido ? elegido.valor : guardado),
    elegir: (valor: T) => setElegido({ valor }),
    soltar: () => setElegido(null),
  };
}
