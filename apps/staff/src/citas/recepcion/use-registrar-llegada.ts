import { esEstadoDeLlegada, textoLlegadaRegistrada } from '@talento/rules';
import { mostrarError, notificar } from '@talento/ui';
import { trpc } from '../../trpc';
import type { CitaDeHoy, EstadoCita1 } from './tipos';

interface ErrorLlamada {
  message: string;
  data?: { httpStatus?: number; campos?: unknown } | null;
}

/**
 * Reception's one-click check-in ("Llegó", "No trajo documentos") with a "Deshacer" toast (issue 39): the undo is
 * `citas.deshacerLlegada`, which the server applies only right after it and if nothing changed since
 * (`rechazoDeshacerLlegada`). A second arrival (the person had already been checked in) is not undone from here.
 */
export function useRegistrarLlegada(estados: readonly EstadoCita1[] | undefined) {
  const utils = trpc.useUtils();
  const refrescar = () => utils.citas.hoy.invalidate();
  const cambiar = trpc.citas.cambiarEstado1.useMutation({ onSettled: refrescar });
  const deshacer = trpc.citas.deshacerLlegada.useMutation({
    onSuccess: (r) => notificar.exito(r.mensaje),
    // The rule's refusal (too late, changed since) is the server's own sentence; anything else, the generic handler.
    onError: (e: ErrorLlamada) =>
      e.data?.httpStatus === 400 && !e.data.campos ? notificar.error(e.message) : mostrarError(e),
    onSettled: refrescar,
  });

  const registrar = (cita: CitaDeHoy, estado: EstadoCita1) => {
    const anterior = cita.estado1 ? (estados?.find((e) => e.id === cita.estado1?.id) ?? null) : null;
    cambiar.mutate(
      { id: cita.id, version: cita.version, estadoId: estado.id },
      {
        onSuccess: (r) => {
          const mensaje = textoLlegadaRegistrada(estado, cita.candidato);
          if (esEstadoDeLlegada(anterior)) return notificar.exito(mensaje);
          notificar.conDeshacer(mensaje, () =>
            deshacer.mutate({ id: r.id, version: r.version, estadoAnteriorId: cita.estado1?.id ?? null }),
          );
        },
      },
    );
  };
  return { registrar, ocupado: cambiar.isPending || deshacer.isPending };
}
