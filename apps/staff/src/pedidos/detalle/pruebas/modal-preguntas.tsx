import { useId, useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { PreguntaEntrevistaEntrada, problemasEntrevista, TIEMPO_PREGUNTA_DEFECTO } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoArea,
  Modal,
  notificar,
  PieConfirmacion,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../../trpc';

type Opciones = inferRouterOutputs<AppRouter>['pedidos']['opcionesPruebas'];

/** The new questions, checked by the same rule as the server (count within the limits, a listed time each). */
function esquemaPreguntas(o: Opciones) {
  const tiempos = new Set(o.tiempos.map((t) => t.minutos));
  return z.object({ entrevista: z.array(PreguntaEntrevistaEntrada) }).superRefine((d, ctx) => {
    for (const [campo, message] of Object.entries(
      problemasEntrevista(d.entrevista, { limites: o.limites, tiempos }),
    ))
      ctx.addIssue({
        code: 'custom',
        path: campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
  });
}

/** "Reemplazar preguntas de la video entrevista" (spec 01 §7): the current questions, to edit, remove or add. */
export default function ModalPreguntas({
  opciones: o,
  onCerrar,
}: {
  opciones: Opciones;
  onCerrar: () => void;
}) {
  const idFormulario = useId();
  const utils = trpc.useUtils();
  const esquema = useMemo(() => esquemaPreguntas(o), [o]);
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: { entrevista: o.pedido.entrevista },
  });
  const preguntas = useFieldArray({ control, name: 'entrevista' });
  const reemplazar = trpc.pedidos.reemplazarPreguntasEntrevista.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      if (r.aviso) notificar.aviso(r.aviso);
      onCerrar();
      await Promise.all([
        utils.pedidos.detalle.invalidate({ id: o.pedido.id }),
        utils.pedidos.opcionesPruebas.invalidate({ pedidoId: o.pedido.id }),
      ]);
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((d) =>
    reemplazar.mutate({ pedidoId: o.pedido.id, version: o.pedido.version, entrevista: d.entrevista }),
  );
  const errorLista = formState.errors.entrevista?.message ?? formState.errors.entrevista?.root?.message;
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Reemplazar preguntas de la video entrevista"
      ancho="max-w-2xl"
      pie={
        <PieConfirmacion
          texto="Guardar preguntas"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={reemplazar.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => void enviar(e)}
      >
        <p className="text-sm text-slate-600">
          Entre {o.limites.minPreguntasEntrevista} y {o.limites.maxPreguntasEntrevista} preguntas. Las
          preguntas actuales se reemplazan por estas.
        </p>
        {errorLista && (
          <p role="alert" className="text-xs text-red-600">
            {errorLista}
          </p>
        )}
        {preguntas.fields.map((campo, i) => (
          <div key={campo.id} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
            <CampoArea
              etiqueta={`Pregunta ${i + 1}`}
              requerido
              rows={2}
              {...register(`entrevista.${i}.pregunta`)}
              error={formState.errors.entrevista?.[i]?.pregunta?.message}
            />
            <Controller
              control={control}
              name={`entrevista.${i}.tiempo`}
              render={(c) => (
                <Seleccion
                  etiqueta="Tiempo"
                  requerido
                  vacia={null}
                  {...propsDeControl(c)}
                  onChange={(v) => c.field.onChange(Number(v))}
                  opciones={o.tiempos.map((t) => ({ valor: t.minutos, etiqueta: t.nombre }))}
                />
              )}
            />
            <Boton variante="texto" onClick={() => preguntas.remove(i)}>
              Quitar
            </Boton>
          </div>
        ))}
        <div>
          <Boton
            variante="secundario"
            disabled={preguntas.fields.length >= o.limites.maxPreguntasEntrevista}
            onClick={() => preguntas.append({ pregunta: '', tiempo: TIEMPO_PREGUNTA_DEFECTO })}
          >
            Agregar pregunta
          </Boton>
        </div>
      </form>
    </Modal>
  );
}
