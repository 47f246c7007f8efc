import { useState } from 'react';
import { fechaEntrevistaValida, MENSAJES_PIPELINE, PEDIDO_LIMITES, ventanaSelector } from '@talento/rules';
import { PieConfirmacion, SelectorFecha } from '@talento/ui';
import { Modal } from './modal';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';


/** "Fecha de entrevista" (DD/MM/YYYY HH:mm, today to 12 months ahead) and "Agendar entrevista". */
export function ModalEntrevista({ candidato, acciones, onCerrar }: { candidato: CandidatoFila; acciones: AccionesCandidato; onCerrar: () => void }) {
  const [fecha, setFecha] = useState<Date | null>(null);
  const [error, setError] = useState<string | undefined>();
  const agendar = () => {
    if (!fecha) return setError(MENSAJES_PIPELINE.fechaEntrevistaRequerida);
    if (!fechaEntrevistaValida(fecha, new Date())) return setError(MENSAJES_PIPELINE.fechaEntrevistaRango);
    setError(undefined);
    acciones.cambiarEstado.mutate({ id: candidato.id, version: candidato.version, accion: 'agendarEntrevista', fecha }, { onSuccess: onCerrar });
  };
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`Agendar entrevista: ${candidato.nombre}`}
      pie={
        <PieConfirmacion
          texto="Agendar entrevista"
          onConfirmar={agendar}
          onCancelar={onCerrar}
          cargando={acciones.cambiarEstado.isPending}
        />
      }
    >
      <div className="min-h-[320px]">
        <SelectorFecha etiqueta="Fecha de entrevista" conHora valor={fecha} onChange={setFecha} min={new Date()} max={ventanaSelector(PEDIDO_LIMITES.mesesMaxCitaCliente).max} error={error} />
      </div>
    </Modal>
  );
}
