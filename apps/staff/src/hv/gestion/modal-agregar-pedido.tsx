import { useEffect, useState } from 'react';
import { MENSAJES_AGREGAR_PEDIDO, MENSAJES_PIPELINE } from '@talento/rules';
import { aErrorDeServidor, CampoTexto, mostrarError, notificar, PieConfirmacion, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** "Agregar a pedido": searchable list of compatible current orders (states 2–4, user's clients). */
export function ModalAgregarPedido({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  const [elegido, setElegido] = useState<number | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setBusqueda(texto.trim()), 300);
    return () => clearTimeout(t);
  }, [texto]);
  const pedidos = trpc.hojasDeVida.pedidosCompatibles.useQuery({ candidatoId, texto: busqueda }, { placeholderData: (p) => p, meta: { silencioso: true } });
  useEffect(() => {
    if (pedidos.error) notificar.error(MENSAJES_AGREGAR_PEDIDO.errorPedidos);
  }, [pedidos.error]);
  const agregar = trpc.hojasDeVida.agregarAPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      const { status, detalle } = aErrorDeServidor(e);
      if (status === 400 && detalle) notificar.error(MENSAJES_PIPELINE.errorAgregar, detalle);
      else mostrarError(e);
    },
  });
  const guardar = () => {
    if (elegido === null) return void notificar.error(MENSAJES_AGREGAR_PEDIDO.pedidoRequerido);
    agregar.mutate({ candidatoId, pedidoId: elegido });
  };
  const lista = pedidos.data?.pedidos ?? [];

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar a pedido"
      pie={
        <PieConfirmacion
          texto="Agregar"
          onConfirmar={guardar}
          onCancelar={onCerrar}
          cargando={agregar.isPending}
        />
      }
    >
      <CampoTexto etiqueta="Buscar pedido (número, cargo o cliente)" value={texto} onChange={(e) => setTexto(e.target.value)} />
      {pedidos.data?.mensajeDisponibilidad && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {pedidos.data.mensajeDisponibilidad}
        </p>
      )}
      {!pedidos.data ? (
        pedidos.isLoading ? <Spinner etiqueta="Buscando pedidos" /> : null
      ) : lista.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{MENSAJES_AGREGAR_PEDIDO.sinPedidos}</p>
      ) : (
        <ul role="radiogroup" aria-label="Pedidos compatibles" className="mt-3 flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto">
          {lista.map((p) => (
            <li key={p.id}>
              <label className="flex cursor-pointer items-center gap-2 py-2 text-sm text-slate-700">
                <input type="radio" name="pedido-compatible" checked={elegido === p.id} onChange={() => setElegido(p.id)} />
                <span>
                  <span className="font-medium">Pedido {p.id}</span> · {p.nombreCargo} · {p.cliente}
                  {p.ciudad ? ` · ${p.ciudad}` : ''} · {p.estadoEtiqueta}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
