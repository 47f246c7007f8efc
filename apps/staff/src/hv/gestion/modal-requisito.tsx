import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  aFechaIso,
  esquemaFormularioRequisito,
  EVIDENCIA_CANCELACION,
  MENSAJES_REQUISITOS,
  RESULTADO_REQUISITO,
  SIN_COPIAR_PEGAR,
} from '@talento/rules';
import {
  aErrorDeServidor,
  AreaTexto,
  avisarPrimerError,
  CampoArchivos,
  CampoDecimal,
  Casilla,
  mensajeCampo,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  SelectorFechaIso,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';

/** The multipart text of a value the procedure reads (an empty field is its "absent"). */
const aTexto = (v: string | number | boolean | null) => (v === null ? '' : String(v));

/**
 * "Agregar requerimiento" (spec 03 §2): type, date, result, score 0–100 / final concept / comment (rules for
 * tests; copy and paste disabled) and evidence files. The form holds numbers and booleans; they travel with the
 * files as text in ONE multipart call, which the procedure reads back with the same rules.
 */
export function ModalRequisito({
  candidatoId,
  tieneEntrevista,
  onCerrar,
}: {
  candidatoId: number;
  tieneEntrevista: boolean;
  onCerrar: () => void;
}) {
  const idFormulario = useId();
  const tipos = trpc.hojasDeVida.tiposRequisito.useQuery();
  const esquema = useMemo(
    () =>
      esquemaFormularioRequisito<File>({
        esPrueba: (id) => tipos.data?.find((t) => t.id === id)?.esPruebas ?? false,
        tieneEntrevista,
        hoy: aFechaIso(new Date()),
      }),
    [tipos.data, tieneEntrevista],
  );
  const { control, handleSubmit, getValues, setError, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: {
      candidatoId,
      requisitoId: undefined,
      fechaRealizacion: aFechaIso(new Date()),
      resultado: 1,
      puntaje: null,
      conceptoFinal: '',
      comentario: '',
      esVisibleCliente: false,
      archivo: [],
    },
  });
  const requisitoId = useWatch({ control, name: 'requisitoId' });
  const esPrueba = tipos.data?.find((t) => t.id === requisitoId)?.esPruebas ?? false;

  const agregar = trpc.hojasDeVida.agregarRequisito.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      // The procedure names the files 'archivos' (their list) or 'archivos.N'; the form's field is 'archivo'.
      ponerErroresDelServidor(e, setError, {
        campo: (ruta) => (ruta.startsWith('archivos') ? 'archivo' : ruta === '_' ? null : ruta),
      });
      if (aErrorDeServidor(e).status >= 500)
        notificar.error(
          getValues('archivo').length ? MENSAJES_REQUISITOS.errorArchivo : MENSAJES_REQUISITOS.errorAgregar,
        );
      else mostrarError(e);
    },
  });

  const guardar = handleSubmit(({ archivo, ...campos }) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(campos)) fd.set(k, aTexto(v));
    for (const a of archivo) fd.append('archivo', a);
    agregar.mutate(fd);
  }, avisarPrimerError);

  const area = (nombre: 'conceptoFinal' | 'comentario', etiqueta: string, requerido: boolean) => (
    <Controller
      control={control}
      name={nombre}
      render={(c) => (
        <AreaTexto
          etiqueta={etiqueta}
          requerido={requerido}
          rows={3}
          {...propsDeControl(c)}
          valor={c.field.value ?? ''}
          {...SIN_COPIAR_PEGAR}
        />
      )}
    />
  );

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar requerimiento"
      pie={
        <PieConfirmacion
          texto="Guardar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={agregar.isPending}
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
        <Controller
          control={control}
          name="requisitoId"
          render={(c) => (
            <Seleccion
              etiqueta="Requerimiento"
              requerido
              vacia="Seleccione un requerimiento"
              opciones={(tipos.data ?? []).map((t) => ({
                valor: t.id,
                etiqueta: `${t.nombre}${t.esPruebas ? ' (prueba)' : ''}`,
              }))}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
            />
          )}
        />
        <Controller
          control={control}
          name="fechaRealizacion"
          render={(c) => (
            <SelectorFechaIso
              etiqueta="Fecha de realización"
              requerido
              max={new Date()}
              {...propsDeControl(c)}
            />
          )}
        />
        <Controller
          control={control}
          name="resultado"
          render={(c) => (
            <Seleccion
              etiqueta="Resultado"
              requerido
              vacia={null}
              opciones={RESULTADO_REQUISITO.opciones}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(Number(v))}
            />
          )}
        />
        <Controller
          control={control}
          name="puntaje"
          render={(c) => (
            <CampoDecimal
              etiqueta="Puntaje (0 a 100)"
              requerido={esPrueba}
              enteros={3}
              vacio={null}
              {...propsDeControl(c)}
            />
          )}
        />
        {area('conceptoFinal', 'Concepto final', esPrueba)}
        {area('comentario', 'Comentario', esPrueba && !tieneEntrevista)}
        <Controller
          control={control}
          name="esVisibleCliente"
          render={({ field }) => (
            <Casilla
              etiqueta="Visible por el cliente"
              name={field.name}
              valor={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="archivo"
          render={(c) => (
            <CampoArchivos
              etiqueta="Archivos de evidencia (PDF, JPG o PNG, máximo 10 MB cada uno)"
              accept={EVIDENCIA_CANCELACION.aceptar}
              {...propsDeControl(c)}
              error={mensajeCampo(formState.errors, 'archivo')}
            />
          )}
        />
      </form>
    </Modal>
  );
}
