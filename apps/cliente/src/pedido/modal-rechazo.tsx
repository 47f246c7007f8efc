import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { CamposRechazoCliente, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { CampoArea, Casilla, useFormulario } from '@talento/ui';
import { Modal } from './modal';

export interface ModalRechazoProps {
  candidato: { candidatoPedidoId: number; version: number; nombre: string } | null;
  cargando: boolean;
  onRechazar: (datos: {
    candidatoPedidoId: number;
    version: number;
    motivo: string;
    noRecibirDeNuevo: boolean;
  }) => void;
  onCerrar: () => void;
}

/** Reject a candidate: required reason and "No deseo recibir de nuevo a este candidato". */
export function ModalRechazo({ candidato, cargando, onRechazar, onCerrar }: ModalRechazoProps) {
  const idFormulario = useId();
  const { control, register, handleSubmit, reset, formState, refFormulario } = useFormulario(
    CamposRechazoCliente,
    {
      defaultValues: { motivo: '', noRecibirDeNuevo: false },
    },
  );
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const confirmar = handleSubmit((datos) => {
    if (candidato)
      onRechazar({ candidatoPedidoId: candidato.candidatoPedidoId, version: candidato.version, ...datos });
  });
  return (
    <Modal
      abierto={candidato !== null}
      titulo={`Rechazar a ${candidato?.nombre ?? ''}`}
      textoConfirmar="Rechazar"
      cargando={cargando}
      formulario={idFormulario}
      onCerrar={cerrar}
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => void confirmar(e)}
      >
        <CampoArea
          etiqueta="Motivo del rechazo"
          requerido
          {...register('motivo')}
          error={formState.errors.motivo?.message}
        />
        <Controller
          control={control}
          name="noRecibirDeNuevo"
          render={({ field }) => (
            <Casilla
              etiqueta={MENSAJES_CLIENTE_PORTAL.noRecibirDeNuevo}
              valor={field.value ?? false}
              onChange={field.onChange}
              ref={field.ref}
            />
          )}
        />
      </form>
    </Modal>
  );
}
