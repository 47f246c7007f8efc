import { MENSAJES_PIPELINE, reversaDisponible, situacionTras, type SituacionCandidato } from '@talento/rules';
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
    else if (e.data?.httpStatus === 400 || e.data?.httpStatus === 409 || e.data?.httpStatus === 403)
      mostrarError(e);
    else notificar.error(mensajeDeError, aErrorDeServidor(e).detalle);
  };
}

type MovimientoPool = 'seleccionar' | 'devolverPreseleccion';
interface Entrada {
  id: number;
  version: number;
}

/**
 * The candidate actions that need no form (select, return, validate, interview outcome, shows up, remove) and the
 * bulk ones. `etapaPedido` (the order's stage) tells whether a pool move can be undone from its toast.
 */
export function useAccionesCandidato(etapaPedido: number) {
  // The panels, the order (counts, version) and the action log are read again by the query client after every change.
  const exito = (r: { mensaje: string }) => notificar.exito(r.mensaje);
  const seleccionar = trpc.candidatosPedido.seleccionar.useMutation({
    onError: alFallar(MENSAJES_PIPELINE.errorMover),
  });
  const devolver = trpc.candidatosPedido.devolver.useMutation({
    onError: alFallar(MENSAJES_PIPELINE.errorMover),
  });
  const mutacion = (a: MovimientoPool) => (a === 'seleccionar' ? seleccionar : devolver);

  /** A pool move: applied at once, its toast offers "Deshacer" (the reverse move, whose own toast offers nothing). */
  const moverConDeshacer = (accion: MovimientoPool, entrada: Entrada) =>
    mutacion(accion).mutate(entrada, {
      onSuccess: (r) => {
        const reversa = reversaDisponible(accion, {
          estado: r.estado,
          pool: r.pool,
          activo: r.activo,
          etapaPedido,
        });
        if (reversa !== 'seleccionar' && reversa !== 'devolverPreseleccion') return exito(r);
        notificar.conDeshacer(r.mensaje, () =>
          mutacion(reversa).mutate({ id: r.id, version: r.version }, { onSuccess: exito }),
        );
      },
    });

  return {
    seleccionar,
    devolver,
    moverConDeshacer,
    /** Whether `accion` on a candidate in `s` could be undone from its toast (otherwise it is confirmed first). */
    deshacible: (accion: MovimientoPool, s: Omit<SituacionCandidato, 'etapaPedido'>) => {
      const tras = situacionTras(accion, { ...s, etapaPedido });
      return tras !== null && reversaDisponible(accion, tras) !== null;
    },
    cambiarEstado: trpc.candidatosPedido.cambiarEstado.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorEstado),
    }),
    remover: trpc.candidatosPedido.remover.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorRemover),
    }),
    removerEspontaneo: trpc.candidatosPedido.removerEspontaneo.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorRemover),
    }),
    seleccionarVarios: trpc.candidatosPedido.seleccionarVarios.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorMover),
    }),
    validarVarios: trpc.candidatosPedido.validarVarios.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorEstado),
    }),
    descartarVarios: trpc.candidatosPedido.descartarVarios.useMutation({
      onSuccess: exito,
      onError: alFallar(MENSAJES_PIPELINE.errorEstado),
    }),
  };
}
export type AccionesCandidato = ReturnType<typeof useAccionesCandidato>;
