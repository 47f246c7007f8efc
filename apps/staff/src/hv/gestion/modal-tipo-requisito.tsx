import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormularioTipoRequisito } from '@talento/rules';
import {
  avisarPrimerError,
  CampoNumero,
  CampoTexto,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  propsDeControl,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** "Crear tipo de requerimiento": name and validity days (a number), both required. */
export function ModalTipoRequisito({ onCerrar }: { onCerrar: () => void }) {
  const idFormulario = useId();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    FormularioTipoRequisito,
    {
      defaultValues: { nombre: '', validezDias: undefined },
    },
  );
  const crear = trpc.hojasDeVida.crearTipoRequisito.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      mostrarError(e);
    },
  });
  const guardar = handleSubmit((datos) => crear.mutate(datos), avisarPrimerError);
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Crear tipo de requerimiento"
      pie={
        <PieConfirmacion
          texto="Crear"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={crear.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => void guardar(e)}
      >
        <CampoTexto
          etiqueta="Nombre del requerimiento"
          requerido
          maxLength={200}
          error={formState.errors.nombre?.message}
          {...register('nombre')}
        />
        <Controller
          control={control}
          name="validezDias"
          render={(c) => (
            <CampoNumero etiqueta="Días de validez" requerido maxDigitos={4} {...propsDeControl(c)} />
          )}
        />
      </form>
    </Modal>
  );
}
