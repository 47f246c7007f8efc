import { useState } from 'react';
import { MENSAJES } from '@talento/rules';
import { mostrarError, notificar } from '@talento/ui';
import { trpc } from '../trpc';

const esConflicto = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'CONFLICT';

/**
 * The client's candidate actions with one success/error behaviour: a toast with the server's message (the
 * query client reads the screen again after every change); when another user changed the candidate first
 * (CONFLICT) the page shows the conflict message and reloads the candidates, nothing was overwritten.
 */
export function useAccionesCliente(pedidoId: number, alTerminar?: () => void) {
  const utils = trpc.useUtils();
  const [conflicto, setConflicto] = useState<string | null>(null);
  const refrescar = () =>
    Promise.all([
      utils.clientePortal.pedido.invalidate({ id: pedidoId }),
      utils.clientePortal.misPedidos.invalidate(),
      utils.clientePortal.hojaDeVida.invalidate(),
    ]);
  const opciones = {
    onSuccess: (r: { mensaje: string }) => {
      setConflicto(null);
      notificar.exito(r.mensaje);
      alTerminar?.();
    },
    onError: async (error: unknown) => {
      if (esConflicto(error)) {
        setConflicto(MENSAJES.errores.conflicto);
        notificar.error(MENSAJES.errores.conflicto);
        alTerminar?.();
        await refrescar();
        return;
      }
      mostrarError(error);
    },
  };
  const validar = trpc.clientePortal.validar.useMutation(opciones);
  const rechazar = trpc.clientePortal.rechazar.useMutation(opciones);
  const agendarEntrevista = trpc.clientePortal.agendarEntrevista.useMutation(opciones);
  const aprobarEntrevista = trpc.clientePortal.aprobarEntrevista.useMutation(opciones);
  const noApruebaEntrevista = trpc.clientePortal.noApruebaEntrevista.useMutation(opciones);
  const ocupado = [validar, rechazar, agendarEntrevista, aprobarEntrevista, noApruebaEntrevista].some(
    (m) => m.isPending,
  );
  return {
    validar,
    rechazar,
    agendarEntrevista,
    aprobarEntrevista,
    noApruebaEntrevista,
    ocupado,
    conflicto,
    cerrarConflicto: () => setConflicto(null),
  };
}

export type AccionesCliente = ReturnType<typeof useAccionesCliente>;
