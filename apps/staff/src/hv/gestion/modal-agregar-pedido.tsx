import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { EntradaAgregarAPedido, MENSAJES_PIPELINE } from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { SelectorPedido } from '../../busqueda/comun/selector-pedido';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** "Agregar a pedido" of the CV: the orders compatible with the person (the one order picker), one is chosen. */
export function ModalAgregarPedido({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const idFormulario = useId();
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
      <form ref={refFormulario} id={idFormulario} noValidate onSubmit={(e) => void guardar(e)}>
        <Controller
          control={control}
          name="pedidoId"
          render={({ field, fieldState }) => (
            <SelectorPedido
              candidatoId={candidatoId}
              valor={field.value}
              onCambiar={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              refCampo={field.ref}
            />
          )}
        />
      </form>
    </Modal>
  );
}
