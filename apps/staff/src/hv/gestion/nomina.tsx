import { useEffect, useRef, useState } from 'react';
import { etiquetaEnvioNomina, formatoFechaHora, MENSAJES_NOMINA } from '@talento/rules';
import { aErrorDeServidor, mostrarError, notificar } from '@talento/ui';
import { trpc } from '../../trpc';

/** The latest payroll send of the CV, polled every 2 s while pending; a refusal shows the payroll system's message once. */
export function EstadoNomina({ candidatoId }: { candidatoId: number }) {
  const consulta = trpc.hojasDeVida.estadoNomina.useQuery(
    { candidatoId },
    { refetchInterval: (q) => (q.state.data?.estado === 'pendiente' ? 2000 : false) },
  );
  const d = consulta.data;
  const anterior = useRef(d?.estado);
  useEffect(() => {
    if (anterior.current === 'pendiente' && d?.estado === 'error')
      notificar.error(MENSAJES_NOMINA.error, d.mensaje ?? undefined);
    if (anterior.current === 'pendiente' && d?.estado === 'enviado') notificar.exito(MENSAJES_NOMINA.enviado);
    anterior.current = d?.estado;
  }, [d?.estado, d?.mensaje]);
  if (!d?.estado) return null;
  const color =
    d.estado === 'enviado'
      ? 'bg-green-100 text-green-800'
      : d.estado === 'error'
        ? 'bg-red-100 text-red-800'
        : 'bg-amber-100 text-amber-800';
  return (
    <span
      className={`rounded px-2 py-1 text-xs font-medium ${color}`}
      title={d.mensaje ?? formatoFechaHora(d.fecha)}
      aria-label="Estado del envío a nómina"
    >
      Nómina: {etiquetaEnvioNomina(d.estado)}
      {d.estado === 'error' && d.mensaje ? ` · ${d.mensaje}` : ''}
    </span>
  );
}

/** "Enviar HV a nómina": loading state; not configured or refused (409) shows the server message. */
export function useEnviarNomina(candidatoId: number, pedidoId: number | null) {
  const [enviando, setEnviando] = useState(false);
  const mutacion = trpc.hojasDeVida.enviarANomina.useMutation({
    onMutate: () => setEnviando(true),
    onSettled: () => setEnviando(false),
    onSuccess: (r) => {
      notificar.info(r.mensaje);
    },
    onError: (e) => {
      const { status, detalle } = aErrorDeServidor(e);
      if (status === 412) notificar.aviso(detalle ?? MENSAJES_NOMINA.sinConfigurar);
      else if (status === 409) notificar.error(MENSAJES_NOMINA.error, detalle);
      else mostrarError(e);
    },
  });
  return {
    enviando: enviando || mutacion.isPending,
    enviar: () => mutacion.mutate({ candidatoId, pedidoId }),
  };
}
