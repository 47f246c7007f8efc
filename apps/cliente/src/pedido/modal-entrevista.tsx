import { useState } from 'react';
import { fechaEntrevistaValida, MENSAJES_CLIENTE_PORTAL, PEDIDO_LIMITES, ventanaSelector } from '@talento/rules';
import { SelectorFecha } from '@talento/ui';
import { Modal } from './modal';

export interface ModalEntrevistaProps {
  candidato: { candidatoPedidoId: number; version: number; nombre: string } | null;
  cargando: boolean;
  onAgendar: (datos: { candidatoPedidoId: number; version: number; fecha: Date }) => void;
  onCerrar: () => void;
}


/** Schedule the client interview: date and time (DD/MM/YYYY HH:mm), today up to 12 months ahead. */
export function ModalEntrevista({ candidato, cargando, onAgendar, onCerrar }: ModalEntrevistaProps) {
  const [fecha, setFecha] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { min, max } = ventanaSelector(PEDIDO_LIMITES.mesesMaxCitaCliente);
  const cerrar = () => {
    setFecha(null);
    setError(null);
    onCerrar();
  };
  const confirmar = () => {
    if (!candidato) return;
    if (!fecha) {
      setError(MENSAJES_CLIENTE_PORTAL.fechaRequerida);
      return;
    }
    if (!fechaEntrevistaValida(fecha, new Date())) {
      setError(MENSAJES_CLIENTE_PORTAL.fechaFueraDeRango);
      return;
    }
    onAgendar({ candidatoPedidoId: candidato.candidatoPedidoId, version: candidato.version, fecha });
  };
  return (
    <Modal abierto={candidato !== null} titulo={`Agendar entrevista con ${candidato?.nombre ?? ''}`} textoConfirmar="Agendar" cargando={cargando} onConfirmar={confirmar} onCerrar={cerrar}>
      <SelectorFecha etiqueta="Fecha y hora de la entrevista" valor={fecha} onChange={setFecha} min={min} max={max} conHora error={error ?? undefined} name="fechaEntrevista" />
    </Modal>
  );
}
