import { useState } from 'react';
import { EntradaCrearTipoRequisito } from '@talento/rules';
import { CampoTexto, mostrarError, notificar, PieConfirmacion } from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** "Crear tipo de requerimiento": name and validity days, both required. */
export function ModalTipoRequisito({ onCerrar }: { onCerrar: () => void }) {
  const [nombre, setNombre] = useState('');
  const [dias, setDias] = useState('');
  const crear = trpc.hojasDeVida.crearTipoRequisito.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: mostrarError,
  });
  const guardar = () => {
    const r = EntradaCrearTipoRequisito.safeParse({ nombre, validezDias: dias });
    if (!r.success) {
      notificar.error(r.error.issues[0]?.message ?? '');
      return;
    }
    crear.mutate(r.data);
  };
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Crear tipo de requerimiento"
      pie={
        <PieConfirmacion
          texto="Crear"
          onConfirmar={guardar}
          onCancelar={onCerrar}
          cargando={crear.isPending}
        />
      }
    >
      <div className="flex flex-col gap-3">
        <CampoTexto etiqueta="Nombre del requerimiento" value={nombre} maxLength={200} onChange={(e) => setNombre(e.target.value)} />
        <CampoTexto etiqueta="Días de validez" value={dias} inputMode="numeric" onChange={(e) => setDias(e.target.value.replace(/\D/g, ''))} />
      </div>
    </Modal>
  );
}
