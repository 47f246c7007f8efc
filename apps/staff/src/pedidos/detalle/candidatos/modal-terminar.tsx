import { useState } from 'react';
import { TERMINACION_CANDIDATO, TerminacionCandidato } from '@talento/rules';
import { PieConfirmacion } from '@talento/ui';
import { Modal } from './modal';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** Terminate a candidate in contracting: 7 "No firma contrato" (default) or 9 "No se presenta en el trabajo". */
export function ModalTerminar({
  candidato,
  acciones,
  onCerrar,
}: {
  candidato: CandidatoFila;
  acciones: AccionesCandidato;
  onCerrar: () => void;
}) {
  const [motivo, setMotivo] = useState<number>(TerminacionCandidato.NO_FIRMA_CONTRATO);
  const terminar = () =>
    acciones.cambiarEstado.mutate(
      {
        id: candidato.id,
        version: candidato.version,
        accion: motivo === TerminacionCandidato.NO_SE_PRESENTA ? 'noSePresenta' : 'noFirmaContrato',
      },
      { onSuccess: onCerrar },
    );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`Terminar candidato: ${candidato.nombre}`}
      pie={
        <PieConfirmacion
          texto="Terminar candidato"
          onConfirmar={terminar}
          onCancelar={onCerrar}
          cargando={acciones.cambiarEstado.isPending}
          peligro
        />
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">Motivo de terminación</legend>
        {TERMINACION_CANDIDATO.opciones.map((o) => (
          <label key={o.valor} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="terminacion"
              checked={motivo === o.valor}
              onChange={() => setMotivo(o.valor)}
            />
            {o.etiqueta}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
