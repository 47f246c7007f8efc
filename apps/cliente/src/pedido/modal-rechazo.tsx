import { useId, useState } from 'react';
import { CamposRechazoCliente, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Modal } from './modal';

export interface ModalRechazoProps {
  candidato: { candidatoPedidoId: number; version: number; nombre: string } | null;
  cargando: boolean;
  onRechazar: (datos: { candidatoPedidoId: number; version: number; motivo: string; noRecibirDeNuevo: boolean }) => void;
  onCerrar: () => void;
}

/** Reject a candidate: required reason and "No deseo recibir de nuevo a este candidato". */
export function ModalRechazo({ candidato, cargando, onRechazar, onCerrar }: ModalRechazoProps) {
  const idMotivo = useId();
  const [motivo, setMotivo] = useState('');
  const [noRecibir, setNoRecibir] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cerrar = () => {
    setMotivo('');
    setNoRecibir(false);
    setError(null);
    onCerrar();
  };
  const confirmar = () => {
    if (!candidato) return;
    const r = CamposRechazoCliente.safeParse({ motivo, noRecibirDeNuevo: noRecibir });
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? MENSAJES_CLIENTE_PORTAL.motivoRequerido);
      return;
    }
    onRechazar({ candidatoPedidoId: candidato.candidatoPedidoId, version: candidato.version, ...r.data });
  };
  return (
    <Modal abierto={candidato !== null} titulo={`Rechazar a ${candidato?.nombre ?? ''}`} textoConfirmar="Rechazar" cargando={cargando} onConfirmar={confirmar} onCerrar={cerrar}>
      <div className="flex flex-col gap-1">
        <label htmlFor={idMotivo} className="text-sm font-medium text-slate-700">
          Motivo del rechazo
        </label>
        <textarea
          id={idMotivo}
          rows={3}
          value={motivo}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setMotivo(e.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-marca-500 focus:outline-none"
        />
        {error && <p className="text-xs text-red-600">{error}</p>}
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={noRecibir} onChange={(e) => setNoRecibir(e.target.checked)} />
        {MENSAJES_CLIENTE_PORTAL.noRecibirDeNuevo}
      </label>
    </Modal>
  );
}
