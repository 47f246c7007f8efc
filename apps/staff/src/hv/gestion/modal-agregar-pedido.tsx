import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { EntradaAgregarAPedido, MENSAJES_AGREGAR_PEDIDO, MENSAJES_PIPELINE } from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  CampoTexto,
  GrupoOpciones,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** "Agregar a pedido": searchable list of compatible current orders (states 2–4, user's clients); one is chosen. */
export function ModalAgregarPedido({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const idFormulario = useId();
  // The search text only filters the list: it is not part of what is sent.
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setBusqueda(texto.trim()), 300);
    return () => clearTimeout(t);
  }, [texto]);
  const pedidos = trpc.hojasDeVida.pedidosCompatibles.useQuery(
    { candidatoId, texto: busqueda },
    { placeholderData: (p) => p, meta: { silencioso: true } },
  );
  useEffect(() => {
    if (pedidos.error) notificar.error(MENSAJES_AGREGAR_PEDIDO.errorPedidos);
  }, [pedidos.error]);
  const { control, handleSubmit, setError, refFormulario } = useFormulario(EntradaAgregarAPedido, {
    defaultValues: { candidatoId, pedidoId: undefined },
  });
  const agregar = trpc.hojasDeVida.agregarAPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      const { status, detalle } = aErrorDeServidor(e);
      if (status === 400 && detalle) notificar.error(MENSAJES_PIPELINE.errorAgregar, detalle);
      else mostrarError(e);
    },
  });
  const guardar = handleSubmit((datos) => agregar.mutate(datos), avisarPrimerError);
  const lista = pedidos.data?.pedidos ?? [];

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar a pedido"
      pie={
        <PieConfirmacion
          texto="Agregar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={agregar.isPending}
        />
      }
    >
      <CampoTexto
        etiqueta="Buscar pedido (número, cargo o cliente)"
        type="search"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
      />
      {pedidos.data?.mensajeDisponibilidad && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {pedidos.data.mensajeDisponibilidad}
        </p>
      )}
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="mt-3"
        onSubmit={(e) => void guardar(e)}
      >
        {!pedidos.data ? (
          pedidos.isLoading ? (
            <Spinner etiqueta="Buscando pedidos" />
          ) : null
        ) : lista.length === 0 ? (
          <p className="text-sm text-slate-500">{MENSAJES_AGREGAR_PEDIDO.sinPedidos}</p>
        ) : (
          <Controller
            control={control}
            name="pedidoId"
            render={({ field, fieldState }) => (
              <GrupoOpciones
                leyenda="Pedidos compatibles"
                requerido
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) => (
                  <div className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto">
                    {lista.map((p) => (
                      <label
                        key={p.id}
                        className="flex cursor-pointer items-center gap-2 py-2 text-sm text-slate-700"
                      >
                        <input
                          type="radio"
                          name={field.name}
                          {...aria}
                          checked={field.value === p.id}
                          onChange={() => field.onChange(p.id)}
                          onBlur={field.onBlur}
                        />
                        <span>
                          <span className="font-medium">Pedido {p.id}</span> · {p.nombreCargo} · {p.cliente}
                          {p.ciudad ? ` · ${p.ciudad}` : ''} · {p.estadoEtiqueta}
                        </span>
                      </label>
                    ))}
                  </div>
                )}
              </GrupoOpciones>
            )}
          />
        )}
      </form>
    </Modal>
  );
}
