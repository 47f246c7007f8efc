import { MENSAJES_PIPELINE } from '@talento/rules';
import { aErrorDeServidor, mostrarError, notificar } from '@talento/ui';
import { trpc } from '../../../trpc';
import { esRechazoDeRegla, type ErrorLlamada } from '../tipos';

/**
 * Failure toast of a candidate action: a business-rule refusal shows the server's exact message; a conflict
 * or bad input goes to the generic handler; anything else shows the spec's error toast for that action.
 */
export function alFallar(mensajeDeError: string): (e: ErrorLlamada) => void {
  return (e) => {
    if (esRechazoDeRegla(e)) notificar.error(e.message);
    else if (e.data?.httpStatus === 400 || e.data?.httpStatus === 409 || e.data?.httpStatus === 403) mostrarError(e);
    else notificar.error(mensajeDeError, aErrorDeServidor(e).detalle);
  };
}

/** The candidate actions that need no form: select, return, validate, interview outcome, shows up, remove. */
export function useAccionesCandidato() {
  // The panels, the order (counts, version) and the action log are read again by the query client after every change.
  const exito = (r: { mensaje: string }) => notificar.exito(r.mensaje);
  return {
    seleccionar: trpc.candidatosPedido.seleccionar.useMutation({ onSuccess: exito, onError: alFallar(MENSAJES_PIPELINE.errorMover) }),
    devolver: trpc.candidatosPedido.devolver.useMutation({ onSuccess: exito, onError: alFallar(MENSAJES_PIPELINE.errorMover) }),
    cambiarEstado: trpc.candidatosPedido.cambiarEstado.useMutation({ onSuccess: exito, onError: alFallar(MENSAJES_PIPELINE.errorEstado) }),
    remover: trpc.candidatosPedido.remover.useMutation({ onSuccess: exito, onError: alFallar(MENSAJES_PIPELINE.errorRemover) }),
    removerEspontaneo: trpc.candidatosPedido.removerEspontaneo.useMutation({ onSuccess: exito, onError: alFallar(MENSAJES_PIPELINE.errorRemover) }),
  };
}
export type AccionesCandidato = ReturnType<typeof useAccionesCandidato>;
