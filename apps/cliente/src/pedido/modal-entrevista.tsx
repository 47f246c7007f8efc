import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  campo,
  fechaEntrevistaValida,
  MENSAJES_CLIENTE_PORTAL,
  PEDIDO_LIMITES,
  ventanaSelector,
} from '@talento/rules';
import { propsDeControl, SelectorFecha, useFormulario } from '@talento/ui';
import { Modal } from './modal';

export interface ModalEntrevistaProps {
  candidato: { candidatoPedidoId: number; version: number; nombre: string } | null;
  cargando: boolean;
  onAgendar: (datos: { candidatoPedidoId: number; version: number; fecha: Date }) => void;
  onCerrar: () => void;
}

/** The interview date: required, from today up to 12 months ahead (the shared rule). */
const EsquemaEntrevista = z.object({
  fecha: campo
    .fechaHora(MENSAJES_CLIENTE_PORTAL.fechaRequerida)
    .nullable()
    .transform((fecha, ctx) => {
      if (!fecha) ctx.addIssue({ code: 'custom', message: MENSAJES_CLIENTE_PORTAL.fechaRequerida });
      else if (!fechaEntrevistaValida(fecha, new Date()))
        ctx.addIssue({ code: 'custom', message: MENSAJES_CLIENTE_PORTAL.fechaFueraDeRango });
      return fecha ?? z.NEVER;
    }),
});

/** Schedule the client interview: date and time (DD/MM/YYYY HH:mm), today up to 12 months ahead. */
export function ModalEntrevista({ candidato, cargando, onAgendar, onCerrar }: ModalEntrevistaProps) {
  const idFormulario = useId();
  const { control, handleSubmit, reset, refFormulario } = useFormulario(EsquemaEntrevista, {
    defaultValues: { fecha: null },
  });
  const { min, max } = ventanaSelector(PEDIDO_LIMITES.mesesMaxCitaCliente);
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const confirmar = handleSubmit(({ fecha }) => {
    if (candidato)
      onAgendar({ candidatoPedidoId: candidato.candidatoPedidoId, version: candidato.version, fecha });
  });
  return (
    <Modal
      abierto={candidato !== null}
      titulo={`Agendar entrevista con ${candidato?.nombre ?? ''}`}
      textoConfirmar="Agendar"
      cargando={cargando}
      formulario={idFormulario}
      onCerrar={cerrar}
    >
      <form ref={refFormulario} id={idFormulario} noValidate onSubmit={(e) => void confirmar(e)}>
        <Controller
          control={control}
          name="fecha"
          render={(c) => (
            <SelectorFecha
              etiqueta="Fecha y hora de la entrevista"
              requerido
              conHora
              {...propsDeControl(c)}
              min={min}
              max={max}
              name="fechaEntrevista"
            />
          )}
        />
      </form>
    </Modal>
  );
}
