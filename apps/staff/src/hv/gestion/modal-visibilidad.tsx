import { useState } from 'react';
import { formatoFecha } from '@talento/rules';
import { mostrarError, notificar, PieConfirmacion } from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';
import type { RequisitoPersona } from './tipos';

/** "Requerimientos visibles para el cliente": tick the results the client portal may show. */
export function ModalVisibilidad({ candidatoId, requisitos, onCerrar }: { candidatoId: number; requisitos: RequisitoPersona[]; onCerrar: () => void }) {
  const [visibles, setVisibles] = useState(() => new Set(requisitos.filter((r) => r.esVisibleCliente).map((r) => r.id)));
  const guardar = trpc.hojasDeVida.visibilidadRequisitos.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: mostrarError,
  });
  const alternar = (id: number) =>
    setVisibles((v) => {
      const n = new Set(v);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Requerimientos visibles para el cliente"
      pie={
        <PieConfirmacion
          texto="Guardar"
          onConfirmar={() => guardar.mutate({ candidatoId, visibles: [...visibles] })}
          onCancelar={onCerrar}
          cargando={guardar.isPending}
        />
      }
    >
      <ul className="flex flex-col gap-2">
        {requisitos.map((r) => (
          <li key={r.id}>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={visibles.has(r.id)} onChange={() => alternar(r.id)} />
              {r.nombre} · {formatoFecha(r.fechaRealizacion)} · {r.resultadoEtiqueta}
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
