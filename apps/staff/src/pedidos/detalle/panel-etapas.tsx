import { ETAPAS_PEDIDO, maquinaPedido } from '@talento/rules';
import { useState } from 'react';
import { BotonConMotivo, DialogoConfirmacion, mostrarError, notificar, Seccion } from '@talento/ui';
import { trpc } from '../../trpc';
import { ModalEnviarCliente } from './envio/modal-enviar-cliente';
import { esRechazoDeRegla, type DetallePedido } from './tipos';

/** The refusal of a stage move, or null when the machine allows it. */
const motivoDe = (r: ReturnType<typeof maquinaPedido.avanzar>) => (r.ok ? null : r.mensaje);

/**
 * The five stages with the current one highlighted, and "Pasar a la siguiente etapa" / "Finalizar pedido". Neither
 * applies on the click (issue 39): from stage 2 with selected candidates the send modal names the move; otherwise a
 * confirmation names both stages (`maquinaPedido.confirmacionDeEtapa`) with the verb on its button.
 */
export function PanelEtapas({ pedido }: { pedido: DetallePedido }) {
  const opciones = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
    },
    onError: (e: Parameters<typeof esRechazoDeRegla>[0]) =>
      esRechazoDeRegla(e) ? notificar.error(e.message) : mostrarError(e),
  };
  const avanzar = trpc.pedidos.avanzarEtapa.useMutation(opciones);
  const finalizar = trpc.pedidos.finalizar.useMutation(opciones);
  const cancelado = pedido.estado === 0;
  const entrada = { id: pedido.id, version: pedido.version };
  // From stage 2 the move sends the selected candidates: it goes through the requirements-and-contacts modal.
  const [enviando, setEnviando] = useState(false);
  const [confirmando, setConfirmando] = useState<'avanzar' | 'finalizar' | null>(null);
  const confirmacion = confirmando && maquinaPedido.confirmacionDeEtapa(confirmando, pedido.estado);
  // The machine's own refusals (the server applies the same): shown on the button before any click.
  const motivoAvanzar = motivoDe(maquinaPedido.avanzar(pedido.estado, pedido.conteos.seleccionados));
  const motivoFinalizar = motivoDe(
    maquinaPedido.finalizar(pedido.estado, pedido.vacantes, pedido.vacantesCumplidas),
  );
  const pasar = () => {
    if (pedido.estado === 2) setEnviando(true);
    else setConfirmando('avanzar');
  };
  const aplicar = () => {
    setConfirmando(null);
    if (confirmando === 'finalizar') finalizar.mutate(entrada);
    else if (confirmando === 'avanzar') avanzar.mutate(entrada);
  };

  return (
    <Seccion titulo="Etapas del pedido">
      <ol className="flex flex-wrap gap-2" aria-label="Etapas">
        {ETAPAS_PEDIDO.map((e) => {
          const actual = e.valor === pedido.etapa;
          const pasada = e.valor < pedido.etapa;
          const color = actual
            ? cancelado
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-marca-600 bg-marca-600 text-white'
            : pasada
              ? 'border-marca-200 bg-marca-50 text-marca-800'
              : 'border-slate-200 bg-white text-slate-500';
          return (
            <li
              key={e.valor}
              aria-current={actual ? 'step' : undefined}
              className={`flex-1 rounded-md border px-3 py-2 text-center text-sm ${color}`}
            >
              <span className="block text-xs">Etapa {e.valor}</span>
              {e.etiqueta}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm text-slate-600">
        Estado: <strong data-testid="estado-pedido">{pedido.estadoEtiqueta}</strong>
        {pedido.terminado && <span className="ml-2 font-semibold text-marca-700">{pedido.terminado}</span>}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {pedido.acciones.includes('avanzar') && (
          <BotonConMotivo cargando={avanzar.isPending} motivo={motivoAvanzar} onClick={pasar}>
            Pasar a la siguiente etapa
          </BotonConMotivo>
        )}
        {pedido.acciones.includes('finalizar') && (
          <BotonConMotivo
            cargando={finalizar.isPending}
            motivo={motivoFinalizar}
            onClick={() => setConfirmando('finalizar')}
          >
            Finalizar pedido
          </BotonConMotivo>
        )}
      </div>
      {pedido.estado === 2 && motivoAvanzar && pedido.acciones.includes('avanzar') && (
        <p className="mt-2 text-xs text-slate-500">{motivoAvanzar}</p>
      )}
      <DialogoConfirmacion
        abierto={confirmacion !== null}
        titulo={confirmacion?.titulo}
        mensaje={confirmacion?.mensaje ?? ''}
        textoSi={confirmacion?.verbo ?? 'Pasar de etapa'}
        textoNo="Quedarse en esta etapa"
        onSi={aplicar}
        onNo={() => setConfirmando(null)}
      />
      {/* Mounted only while open: it shares its queries with the send modal of the candidates panel, and a second
          mounted copy would repeat that modal's failure notices. */}
      {enviando && (
        <ModalEnviarCliente
          pedidoId={pedido.id}
          abierto
          onCerrar={() => setEnviando(false)}
          onEnviado={() => undefined}
          avanceEtapa={{ version: pedido.version }}
        />
      )}
    </Seccion>
  );
}
