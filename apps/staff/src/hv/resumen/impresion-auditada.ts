import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../trpc';
import { vigilarImpresion, type VigiaImpresion } from './vigia-impresion';

/**
 * Printing a CV is an access to the person's data (`datosPersonales.accesos.registrarImpresion`): while the CV of
 * `candidatoId` is shown, every print is recorded once, from «Opciones › Imprimir» (the function this answers) or
 * from the browser (Ctrl+P).
 */
export function useImpresionAuditada(candidatoId: number | null): () => void {
  const utils = trpc.useUtils();
  // The CV's «Accesos recientes» shows the print once it is recorded.
  const { mutateAsync } = trpc.datosPersonales.accesos.registrarImpresion.useMutation({
    onSuccess: () => {
      void utils.datosPersonales.accesos.recientes.invalidate();
    },
  });
  const vigia = useRef<VigiaImpresion | null>(null);
  useEffect(() => {
    if (candidatoId === null) return;
    const v = vigilarImpresion(window, () => mutateAsync({ candidatoId }));
    vigia.current = v;
    return () => {
      v.dejar();
      if (vigia.current === v) vigia.current = null;
    };
  }, [candidatoId, mutateAsync]);
  return useCallback(() => void vigia.current?.imprimir(), []);
}
