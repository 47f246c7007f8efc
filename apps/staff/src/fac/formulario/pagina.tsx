import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { MENSAJES_FAC, type CamposGrupoFac } from '@talento/rules';
import {
  avisarPrimerError,
  Boton,
  CampoTexto,
  DialogoConfirmacion,
  EstadoVacio,
  idDeRuta,
  notificar,
  PieFormularioFijo,
  ponerErroresDelServidor,
  primerMensaje,
  Spinner,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { GrupoFac } from '../tipos';
import { EditorPregunta } from './editor-pregunta';
import { formDeGrupo, formVacio, nuevaPregunta, resolverFac, type FormFac } from './estado';
import { SelectorTags } from './selector-tags';

/** `/fac-create/` and `/fac-edit/:idFac`: name, tags and questions with rated options; confirmation before saving. */
export default function Pagina() {
  const parametro = useParams().idFac;
  const id = parametro === undefined ? null : idDeRuta(parametro);
  const editando = parametro !== undefined;
  const config = trpc.fac.configuracion.useQuery();
  const grupo = trpc.fac.obtener.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, meta: { silencioso: true }, retry: false },
  );

  useEffect(() => {
    if (grupo.error) notificar.error(MENSAJES_FAC.errorCargar);
  }, [grupo.error]);

  if (editando && (id === null || grupo.error)) {
    return (
      <EstadoVacio mensaje={MENSAJES_FAC.errorCargar}>
        <Link to="/fac-list" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Volver a la lista
        </Link>
      </EstadoVacio>
    );
  }
  if ((editando && !grupo.data) || !config.data) return <Spinner />;
  return <Formulario max={config.data.maxPregFac} grupo={grupo.data} />;
}

/** The form itself, built once its starting values (the stored group, or an empty one) are known. */
function Formulario({ max, grupo }: { max: number; grupo: GrupoFac | undefined }) {
  const navigate = useNavigate();
  const resolver = useMemo(() => resolverFac(max), [max]);
  const form = useForm<FormFac, unknown, CamposGrupoFac>({
    resolver,
    defaultValues: grupo ? formDeGrupo(grupo) : formVacio(),
  });
  const { control, register, handleSubmit, setError, reset, formState } = form;
  const preguntas = useFieldArray({ control, name: 'preguntas', keyName: 'clave' });
  const [confirmar, setConfirmar] = useState<CamposGrupoFac | null>(null);

  const alGuardar = (r: { id: number; mensaje: string }) => {
    notificar.exito(r.mensaje);
    void navigate(`/fac-detail/${r.id}`);
  };
  const alFallar = (e: unknown) => ponerErroresDelServidor(e, setError);
  const crear = trpc.fac.crear.useMutation({ onSuccess: alGuardar, onError: alFallar });
  const editar = trpc.fac.editar.useMutation({ onSuccess: alGuardar, onError: alFallar });

  const validar = handleSubmit((datos) => setConfirmar(datos), avisarPrimerError);
  const guardar = () => {
    const datos = confirmar;
    setConfirmar(null);
    if (!datos) return;
    if (grupo) editar.mutate({ ...datos, id: grupo.id, version: grupo.version });
    else crear.mutate(datos);
  };
  // The first problem also heads the form, as a summary read out at once.
  const resumen = primerMensaje(formState.errors);
  const sinPreguntas = formState.errors.preguntas?.message ?? formState.errors.preguntas?.root?.message;

  return (
    <FormProvider {...form}>
      <div className="flex flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-xl font-semibold">
            {grupo ? 'Editar grupo de preguntas filtro' : 'Crear grupo de preguntas filtro'}
          </h1>
          <Link
            to={grupo ? `/fac-detail/${grupo.id}` : '/fac-list'}
            className="px-3 py-2 text-sm text-marca-700 hover:underline"
          >
            Volver
          </Link>
        </header>
        {resumen && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700"
          >
            {resumen}
          </p>
        )}
        <section className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm">
          <CampoTexto
            etiqueta="Nombre del grupo *"
            maxLength={255}
            aria-required="true"
            error={formState.errors.nombre?.message}
            {...register('nombre')}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <SelectorTags
                ref={field.ref}
                tags={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message ?? fieldState.error?.root?.message}
              />
            )}
          />
        </section>
        <section className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow-sm" aria-label="Preguntas">
          <header className="flex items-center justify-between">
            <h2 className="text-base font-semibold text-slate-800">
              Preguntas ({preguntas.fields.length} de máximo {max})
            </h2>
            <Boton variante="secundario" onClick={() => preguntas.append(nuevaPregunta())}>
              Agregar pregunta
            </Boton>
          </header>
          {sinPreguntas && <p className="text-xs text-red-600">{sinPreguntas}</p>}
          {preguntas.fields.length === 0 && <EstadoVacio mensaje={MENSAJES_FAC.sinPreguntas} />}
          {preguntas.fields.map((p, i) => (
            <EditorPregunta key={p.clave} indice={i} onQuitar={() => preguntas.remove(i)} />
          ))}
        </section>
        <PieFormularioFijo
          texto="Guardar"
          sucio={formState.isDirty}
          onDescartar={() => reset()}
          guardando={crear.isPending || editar.isPending}
          onGuardar={() => void validar()}
        />
        <DialogoConfirmacion
          abierto={confirmar !== null}
          titulo="Guardar grupo"
          mensaje={MENSAJES_FAC.confirmarGuardar}
          textoSi="Guardar grupo"
          textoNo="Seguir editando"
          onSi={guardar}
          onNo={() => setConfirmar(null)}
        />
      </div>
    </FormProvider>
  );
}
