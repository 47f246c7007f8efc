import { useState } from 'react';
import { MENSAJES_PIPELINE } from '@talento/rules';
import { Boton, notificar } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { BusquedaDocumento } from './busqueda-documento';
import { BusquedaPalabra } from './busqueda-palabra';
import { FormularioEspontaneo } from './formulario-espontaneo';
import { Modal } from './modal';
import { alFallar } from './use-acciones';

type Modo = 'documento' | 'palabra' | 'espontaneo';

const pestana = (activa: boolean) =>
  `rounded-t-md border-b-2 px-3 py-2 text-sm font-medium ${activa ? 'border-marca-600 text-marca-700' : 'border-transparent text-slate-600 hover:text-slate-800'}`;

/**
 * "Agregar candidato" (spec 01 §2): a registered person found by document, or by name or keyword in the CV
 * database (the spec's "add from the talent platform"; needs read access to CVs, like the search screen), or an
 * unregistered (spontaneous) one.
 */
export function ModalAgregar({ pedidoId, onCerrar }: { pedidoId: number; onCerrar: () => void }) {
  const { permisos } = useUsuario();
  const [modo, setModo] = useState<Modo>('documento');
  const agregar = trpc.candidatosPedido.agregar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: alFallar(MENSAJES_PIPELINE.errorAgregar),
  });
  const onAgregar = (candidatoId: number) => agregar.mutate({ pedidoId, candidatoId });
  const modos: [Modo, string][] = [
    ['documento', 'Buscar por documento'],
    ...(permisos.includes('read_hojadevida')
      ? ([['palabra', 'Buscar por nombre o palabra clave']] as [Modo, string][])
      : []),
    ['espontaneo', 'Candidato no registrado'],
  ];

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar candidato"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      <div role="tablist" className="mb-4 flex flex-wrap gap-2 border-b border-slate-200">
        {modos.map(([m, etiqueta]) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={modo === m}
            className={pestana(modo === m)}
            onClick={() => setModo(m)}
          >
            {etiqueta}
          </button>
        ))}
      </div>
      {modo === 'espontaneo' && <FormularioEspontaneo pedidoId={pedidoId} onAgregado={onCerrar} />}
      {modo === 'documento' && <BusquedaDocumento onAgregar={onAgregar} agregando={agregar.isPending} />}
      {modo === 'palabra' && (
        <BusquedaPalabra
          onAgregar={onAgregar}
          agregando={agregar.isPending ? (agregar.variables?.candidatoId ?? null) : null}
        />
      )}
    </Modal>
  );
}
