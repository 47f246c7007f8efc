import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  ACCION_DESCARTE,
  CamposDescarte,
  MENSAJES_PIPELINE,
  motivoDescarteFaltante,
  refinarDescarte,
} from '@talento/rules';
import {
  CampoArea,
  Casilla,
  PieConfirmacion,
  propsDeControl,
  Seleccion,
  Spinner,
  unirIds,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../../trpc';
import { Modal } from './modal';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** The shared discard schema; the reason is required unless every candidate is in state 3 (shared rule). */
function esquemaDescarte(estados: readonly number[]) {
  return CamposDescarte.extend({
    motivoRechazoId: CamposDescarte.shape.motivoRechazoId.refine(
      (motivo) => !estados.some((estado) => motivoDescarteFaltante(estado, motivo)),
      MENSAJES_PIPELINE.motivoRequerido,
    ),
  }).superRefine(refinarDescarte);
}

const numeroONulo = (v: string): number | null => (v === '' ? null : Number(v));

/**
 * Discard candidates (or validate a client's rejection), or "Discard candidate after interview" (spec 01 §2, the
 * "No aprueba entrevista" outcome): reason (optional in state 3), other reason, follow-up action (category, stock
 * order, current order or none) with its destination, and the bar. With several candidates (the bulk bar) the
 * form is filled once and applied to all of them by `candidatosPedido.descartarVarios`.
 */
export function ModalDescarte({
  pedidoId,
  candidatos,
  acciones,
  onCerrar,
  accion: accionCandidato = 'rechazar',
}: {
  pedidoId: number;
  candidatos: readonly CandidatoFila[];
  acciones: AccionesCandidato;
  onCerrar: () => void;
  accion?: 'rechazar' | 'noApruebaEntrevista';
}) {
  const ids = { formulario: useId(), accion: useId() };
  const motivos = trpc.candidatosPedido.motivosRechazo.useQuery();
  const destinos = trpc.candidatosPedido.destinosDescarte.useQuery({
    pedidoId,
    candidatoPedidoIds: candidatos.map((c) => c.id),
  });
  const estados = candidatos.map((c) => c.estado);
  // The schema changes only when the states do: keyed by their text, not by the (new each render) array.
  const claveEstados = estados.join(',');
  const esquema = useMemo(() => esquemaDescarte(claveEstados.split(',').map(Number)), [claveEstados]);
  const [candidato] = candidatos;
  const varios = candidatos.length > 1;
  const { control, register, handleSubmit, setValue, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: {
      motivoRechazoId: null,
      otroMotivo: '',
      accionDescarte: undefined,
      categoriaId: null,
      pedidoDestinoId: null,
      vetarCandidato: 0,
    },
  });
  const accion = useWatch({ control, name: 'accionDescarte' });
  const yaRechazado = estados.every((e) => e === 3);
  const trasEntrevista = accionCandidato === 'noApruebaEntrevista';
  const titulo = trasEntrevista
    ? 'No aprueba entrevista'
    : yaRechazado
      ? 'Validar rechazo'
      : 'Descartar candidato';
  const boton = trasEntrevista ? 'No aprueba entrevista' : yaRechazado ? 'Validar rechazo' : 'Descartar';

  const pedidos = accion === 'a_pedido_stock' ? destinos.data?.pedidosStock : destinos.data?.pedidosVigentes;
  const opcionesDestino =
    accion === 'a_categoria'
      ? (destinos.data?.categorias ?? []).map((c) => ({ valor: c.id, etiqueta: c.nombre }))
      : (pedidos ?? []).map((p) => ({
          valor: p.id,
          etiqueta: `${p.id} · ${p.nombreCargo} · ${p.cliente}${p.ciudad ? ` · ${p.ciudad}` : ''} (${p.estadoEtiqueta})`,
        }));
  const campoDestino = accion === 'a_categoria' ? 'categoriaId' : 'pedidoDestinoId';

  const descartar = handleSubmit((datos) => {
    const campos = { ...datos, otroMotivo: datos.otroMotivo || null };
    if (varios || !candidato) {
      acciones.descartarVarios.mutate(
        { pedidoId, candidatos: candidatos.map((c) => ({ id: c.id, version: c.version })), ...campos },
        { onSuccess: onCerrar },
      );
    } else
      acciones.cambiarEstado.mutate(
        { id: candidato.id, version: candidato.version, accion: accionCandidato, ...campos },
        { onSuccess: onCerrar },
      );
  });
  const errorAccion = formState.errors.accionDescarte?.message;
  const radioAccion = register('accionDescarte', {
    // A new action starts with no destination chosen.
    onChange: () => {
      setValue('categoriaId', null);
      setValue('pedidoDestinoId', null);
    },
  });

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={
        varios
          ? `${yaRechazado ? 'Validar rechazo de' : 'Descartar'} ${candidatos.length} candidatos`
          : `${titulo}: ${candidato?.nombre ?? ''}`
      }
      pie={
        <PieConfirmacion
          texto={boton}
          formulario={ids.formulario}
          onCancelar={onCerrar}
          // Also while the reasons and destinations load: the form is not rendered yet, and a submit button
          // pointing at a form that does not exist yet would do nothing (no validation message either).
          cargando={
            acciones.cambiarEstado.isPending ||
            acciones.descartarVarios.isPending ||
            motivos.isLoading ||
            destinos.isLoading
          }
          peligro
        />
      }
    >
      {motivos.isLoading || destinos.isLoading ? (
        <Spinner />
      ) : (
        <form
          ref={refFormulario}
          id={ids.formulario}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => void descartar(e)}
        >
          {varios && (
            <p className="text-sm text-slate-700">
              Se aplicará a: {candidatos.map((c) => c.nombre).join(', ')}.
            </p>
          )}
          <Controller
            control={control}
            name="motivoRechazoId"
            render={(c) => (
              <Seleccion
                etiqueta={`Motivo de rechazo${yaRechazado ? ' (opcional)' : ''}`}
                requerido={!yaRechazado}
                {...propsDeControl(c)}
                onChange={(v) => c.field.onChange(numeroONulo(v))}
                opciones={(motivos.data ?? []).map((m) => ({ valor: m.id, etiqueta: m.nombre }))}
              />
            )}
          />
          <CampoArea
            etiqueta="Otro motivo"
            rows={2}
            {...register('otroMotivo')}
            error={formState.errors.otroMotivo?.message}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">
              Acción a realizar con el candidato
              <span aria-hidden="true" className="ml-0.5 text-red-600">
                *
              </span>
              <span className="sr-only">(obligatorio)</span>
            </legend>
            {ACCION_DESCARTE.opciones.map((o) => (
              <label key={o.valor} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  value={o.valor}
                  {...radioAccion}
                  aria-invalid={errorAccion ? true : undefined}
                  aria-describedby={unirIds(errorAccion && ids.accion)}
                />
                {o.etiqueta}
              </label>
            ))}
            {errorAccion && (
              <p id={ids.accion} className="text-xs text-red-600">
                {errorAccion}
              </p>
            )}
          </fieldset>
          {accion && accion !== 'ninguna' && (
            <Controller
              key={campoDestino}
              control={control}
              name={campoDestino}
              render={(c) => (
                <Seleccion
                  etiqueta={accion === 'a_categoria' ? 'Categoría de stock' : 'Pedido'}
                  requerido
                  {...propsDeControl(c)}
                  onChange={(v) => c.field.onChange(numeroONulo(v))}
                  opciones={opcionesDestino}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="vetarCandidato"
            render={({ field }) => (
              <Casilla
                etiqueta="Vetar candidato: no puede enviarse de nuevo a este cliente"
                valor={field.value === 1}
                onChange={(si) => field.onChange(si ? 1 : 0)}
                ref={field.ref}
              />
            )}
          />
        </form>
      )}
    </Modal>
  );
}
