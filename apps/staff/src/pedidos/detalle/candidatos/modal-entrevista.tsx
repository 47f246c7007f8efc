import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  campo,
  fechaEntrevistaValida,
  MENSAJES_PIPELINE,
  PEDIDO_LIMITES,
  ventanaSelector,
} from '@talento/rules';
import { PieConfirmacion, propsDeControl, SelectorFecha, useFormulario } from '@talento/ui';
import { useId } from 'react';
import { Modal } from './modal';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** The interview date: required, from today up to 12 months ahead (the shared rule). */
const EsquemaEntrevista = z.object({
  fecha: campo
    .fechaHora(MENSAJES_PIPELINE.fechaEntrevistaRequerida)
    .nullable()
    .transform((fecha, ctx) => {
      if (!fecha) ctx.addIssue({ code: 'custom', message: MENSAJES_PIPELINE.fechaEntrevistaRequerida });
      else if (!fechaEntrevistaValida(fecha, new Date()))
        ctx.addIssue({ code: 'custom', message: MENSAJES_PIPELINE.fechaEntrevistaRango });
      return fecha ?? z.NEVER;
    }),
});

/** "Fecha de entrevista" (DD/MM/YYYY HH:mm, today to 12 months ahead) and "Agendar entrevista". */
export function ModalEntrevista({
  candidato,
  acciones,
  onCerrar,
}: {
  candidato: CandidatoFila;
  acciones: AccionesCandidato;
  onCerrar: () => void;
}) {
  const idFormulario = useId();
  const { control, handleSubmit, refFormulario } = useFormulario(EsquemaEntrevista, {
    defaultValues: { fecha: null },
  });
  const agendar = handleSubmit(({ fecha }) =>
    acciones.cambiarEstado.mutate(
      { id: candidato.id, version: candidato.version, accion: 'agendarEntrevista', fecha },
      { onSuccess: onCerrar },
    ),
  );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`Agendar entrevista: ${candidato.nombre}`}
      pie={
        <PieConfirmacion
          texto="Agendar entrevista"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={acciones.cambiarEstado.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="min-h-[320px]"
        onSubmit={(e) => void agendar(e)}
      >
        <Controller
          control={control}
          name="fecha"
          render={(c) => (
            <SelectorFecha
              etiqueta="Fecha de entrevista"
              requerido
              conHora
              {...propsDeControl(c)}
              min={new Date()}
              max={ventanaSelector(PEDIDO_LIMITES.mesesMaxCitaCliente).max}
            />
          )}
        />
      </form>
    </Modal>
  );
}
