import { useId, useMemo } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { MENSAJES_PRUEBAS_PEDIDO, TIEMPO_PREGUNTA_DEFECTO, type PruebaPedido } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoArea,
  Casilla,
  GrupoOpciones,
  Modal,
  notificar,
  PieConfirmacion,
  propsDeControl,
  Seleccion,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../../trpc';
import { EleccionCompetencias } from './competencias';
import { esquemaModalPruebas, type FormularioPruebas } from './esquema';

type Opciones = inferRouterOutputs<AppRouter>['pedidos']['opcionesPruebas'];

/** "Agregar pruebas al pedido" (spec 01 §2): only the tests not yet defined, within the configured limits. */
export default function ModalPruebas({ pedidoId, onCerrar }: { pedidoId: number; onCerrar: () => void }) {
  const opciones = trpc.pedidos.opcionesPruebas.useQuery({ pedidoId });
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar pruebas al pedido"
      pie={
        opciones.data ? undefined : (
          <Boton variante="secundario" onClick={onCerrar}>
            Cerrar
          </Boton>
        )
      }
    >
      {opciones.data ? (
        <FormularioPruebasPedido opciones={opciones.data} onCerrar={onCerrar} />
      ) : opciones.isError ? (
        <p role="alert">No fue posible traer las pruebas del pedido.</p>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

function FormularioPruebasPedido({ opciones: o, onCerrar }: { opciones: Opciones; onCerrar: () => void }) {
  const idFormulario = useId();
  const utils = trpc.useUtils();
  const esquema = useMemo(
    () =>
      esquemaModalPruebas({
        limites: o.limites,
        definidas: o.definidas,
        tieneFac: o.pedido.fac !== null,
        padreDeCompetencia: new Map(o.competencias.map((c) => [c.id, c.padreId])),
        valores: new Set(o.valores.map((v) => v.id)),
        detac: new Set(o.detac.map((d) => d.codigo)),
        tiempos: new Set(o.tiempos.map((t) => t.minutos)),
      }),
    [o],
  );
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: {
      fac: false,
      idisc: false,
      conDetac: false,
      detac: '',
      conCompetencias: false,
      competencias: [],
      conValores: false,
      valores: o.valores.filter((v) => v.defecto).map((v) => v.id),
      conEntrevista: false,
      entrevista: o.preguntasDefecto
        .slice(0, o.limites.maxPreguntasEntrevista)
        .map((pregunta) => ({ pregunta, tiempo: TIEMPO_PREGUNTA_DEFECTO })),
    } satisfies FormularioPruebas,
  });
  const preguntas = useFieldArray({ control, name: 'entrevista' });
  const [conDetac, conCompetencias, conValores, conEntrevista] = useWatch({
    control,
    name: ['conDetac', 'conCompetencias', 'conValores', 'conEntrevista'],
  });
  const definir = trpc.pedidos.definirPruebas.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      if (r.aviso) notificar.aviso(r.aviso);
      // Closed with the toast: the modal must not stay open (busy) while the order's panels load again.
      onCerrar();
      await Promise.all([
        utils.pedidos.detalle.invalidate({ id: o.pedido.id }),
        utils.pedidos.opcionesPruebas.invalidate({ pedidoId: o.pedido.id }),
      ]);
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit(
    (d) => definir.mutate({ ...d, pedidoId: o.pedido.id, version: o.pedido.version }),
    () => notificar.error(MENSAJES_PRUEBAS_PEDIDO.formularioInvalido),
  );
  const ofrece = (p: PruebaPedido) => o.disponibles.includes(p);
  const errorGeneral = (formState.errors as { pruebas?: { message?: string } }).pruebas?.message;
  // A rule on the whole list (e.g. no questions) may come back on the list or on its root (a field array).
  const errorPreguntas = formState.errors.entrevista?.message ?? formState.errors.entrevista?.root?.message;

  if (o.disponibles.length === 0) return <p>{MENSAJES_PRUEBAS_PEDIDO.yaDefinidas}</p>;
  return (
    <form
      ref={refFormulario}
      id={idFormulario}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => void enviar(e)}
    >
      {errorGeneral && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorGeneral}
        </p>
      )}
      <GrupoOpciones leyenda="Pruebas por agregar">
        {() => (
          <div className="grid gap-2 sm:grid-cols-3">
            {ofrece('FAC') && (
              <Controller
                control={control}
                name="fac"
                render={(c) => <Casilla etiqueta="Preguntas filtro (FAC)" {...propsDeControl(c)} />}
              />
            )}
            {ofrece('DETAC') && (
              <Controller
                control={control}
                name="conDetac"
                render={(c) => <Casilla etiqueta="DETAC" {...propsDeControl(c)} />}
              />
            )}
            {ofrece('COMPETENCIAS') && (
              <Controller
                control={control}
                name="conCompetencias"
                render={(c) => <Casilla etiqueta="Competencias" {...propsDeControl(c)} />}
              />
            )}
            {ofrece('IDISC') && (
              <Controller
                control={control}
                name="idisc"
                render={(c) => <Casilla etiqueta="IDISC" {...propsDeControl(c)} />}
              />
            )}
            {ofrece('VALORES') && (
              <Controller
                control={control}
                name="conValores"
                render={(c) => <Casilla etiqueta="Valores" {...propsDeControl(c)} />}
              />
            )}
            {ofrece('ENTREVISTA') && (
              <Controller
                control={control}
                name="conEntrevista"
                render={(c) => <Casilla etiqueta="Video entrevista" {...propsDeControl(c)} />}
              />
            )}
          </div>
        )}
      </GrupoOpciones>
      {formState.errors.fac?.message && (
        <p className="text-xs text-red-600">{formState.errors.fac.message}</p>
      )}
      {conDetac && (
        <Controller
          control={control}
          name="detac"
          render={(c) => (
            <Seleccion
              etiqueta="Prueba DETAC"
              requerido
              {...propsDeControl(c)}
              opciones={o.detac.map((d) => ({ valor: d.codigo, etiqueta: d.nombre }))}
            />
          )}
        />
      )}
      {conCompetencias && (
        <Controller
          control={control}
          name="competencias"
          render={({ field, fieldState }) => (
            <EleccionCompetencias
              competencias={o.competencias}
              limites={o.limites}
              valor={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              ref={field.ref}
            />
          )}
        />
      )}
      {conValores && (
        <Controller
          control={control}
          name="valores"
          render={({ field, fieldState }) => (
            <GrupoOpciones
              leyenda={`Valores (entre ${o.limites.minValores} y ${o.limites.maxValores})`}
              requerido
              error={fieldState.error?.message}
              ref={field.ref}
            >
              {(aria) => (
                <div className="grid gap-1 sm:grid-cols-3">
                  {o.valores.map((v) => (
                    <Casilla
                      key={v.id}
                      etiqueta={v.nombre}
                      valor={field.value.includes(v.id)}
                      onChange={(si) =>
                        field.onChange(si ? [...field.value, v.id] : field.value.filter((x) => x !== v.id))
                      }
                      {...aria}
                    />
                  ))}
                </div>
              )}
            </GrupoOpciones>
          )}
        />
      )}
      {conEntrevista && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            Preguntas de la video entrevista (entre {o.limites.minPreguntasEntrevista} y{' '}
            {o.limites.maxPreguntasEntrevista})
          </legend>
          {errorPreguntas && (
            <p role="alert" className="text-xs text-red-600">
              {errorPreguntas}
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
        </fieldset>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-3">
        <PieConfirmacion
          texto="Agregar pruebas"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={definir.isPending}
        />
      </div>
    </form>
  );
}
