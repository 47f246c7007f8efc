import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  aFechaIso,
  desdeFechaIso,
  esquemaFormularioRequisito,
  EVIDENCIA_CANCELACION,
  MENSAJES_REQUISITOS,
  RESULTADO_REQUISITO,
  SIN_COPIAR_PEGAR,
} from '@talento/rules';
import { aErrorDeServidor, AreaTexto, CampoTexto, mostrarError, notificar, PieConfirmacion, ponerErroresDelServidor, SelectorFecha } from '@talento/ui';
import { trpc } from '../../trpc';
import { AnclaFoco } from '../../formularios/ancla-foco';
import { avisarPrimerError, primerMensaje } from '../../formularios/aviso-invalido';
import { resolverZod } from '../../formularios/resolver-zod';
import { claseCampo, claseEtiqueta, Modal } from './modal';

/** The form's values are the multipart fields the procedure reads (text), plus the chosen files. */
interface Valores {
  candidatoId: string;
  requisitoId: string;
  fechaRealizacion: string;
  resultado: string;
  puntaje: string;
  conceptoFinal: string;
  comentario: string;
  esVisibleCliente: boolean;
  archivo: File[];
}

type Salida = z.output<ReturnType<typeof esquemaFormularioRequisito>>;

/** A text area of the form (copy and paste disabled, spec 03 §2). */
function Area({ control, nombre, etiqueta, requerido }: { control: Control<Valores, unknown, Salida>; nombre: FieldPath<Valores>; etiqueta: string; requerido: boolean }) {
  return (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <AnclaFoco campo={field}>
          <AreaTexto
            etiqueta={`${etiqueta}${requerido ? ' *' : ''}`}
            name={field.name}
            valor={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            aria-required={requerido || undefined}
            rows={3}
            {...SIN_COPIAR_PEGAR}
          />
        </AnclaFoco>
      )}
    />
  );
}

/**
 * "Agregar requerimiento" (spec 03 §2): type, date, result, score 0–100 / final concept / comment (rules
 * for tests; copy and paste disabled) and evidence files, all sent in ONE multipart call.
 */
export function ModalRequisito({ candidatoId, tieneEntrevista, onCerrar }: { candidatoId: number; tieneEntrevista: boolean; onCerrar: () => void }) {
  const ids = { tipo: useId(), resultado: useId(), archivo: useId(), errorTipo: useId(), errorArchivo: useId() };
  const tipos = trpc.hojasDeVida.tiposRequisito.useQuery();
  const esquema = useMemo(
    () => esquemaFormularioRequisito({ esPrueba: (id) => tipos.data?.find((t) => t.id === id)?.esPruebas ?? false, tieneEntrevista, hoy: aFechaIso(new Date()) }),
    [tipos.data, tieneEntrevista],
  );
  const { control, register, handleSubmit, getValues, setError, formState } = useForm<Valores, unknown, Salida>({
    // The schema reads the files as plain {name, type, size}: a File is one.
    resolver: resolverZod(esquema),
    defaultValues: {
      candidatoId: String(candidatoId),
      requisitoId: '',
      fechaRealizacion: aFechaIso(new Date()),
      resultado: '1',
      puntaje: '',
      conceptoFinal: '',
      comentario: '',
      esVisibleCliente: false,
      archivo: [],
    },
  });
  const { errors } = formState;
  const requisitoId = useWatch({ control, name: 'requisitoId' });
  const tipo = tipos.data?.find((t) => String(t.id) === requisitoId);

  const agregar = trpc.hojasDeVida.agregarRequisito.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      const { status } = aErrorDeServidor(e);
      ponerErroresDelServidor(e, setError);
      if (status >= 500) notificar.error(getValues('archivo').length ? MENSAJES_REQUISITOS.errorArchivo : MENSAJES_REQUISITOS.errorAgregar);
      else mostrarError(e);
    },
  });

  const guardar = handleSubmit(() => {
    const { archivo, ...campos } = getValues();
    const fd = new FormData();
    for (const [k, v] of Object.entries(campos)) fd.set(k, String(v));
    for (const a of archivo) fd.append('archivo', a);
    agregar.mutate(fd);
  }, avisarPrimerError);
  const errorArchivo = primerMensaje(errors.archivo);

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Agregar requerimiento"
      pie={<PieConfirmacion texto="Guardar" onConfirmar={() => void guardar()} onCancelar={onCerrar} cargando={agregar.isPending} />}
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.tipo} className={claseEtiqueta}>
            Requerimiento
          </label>
          <select
            id={ids.tipo}
            className={claseCampo}
            aria-required="true"
            aria-invalid={errors.requisitoId ? true : undefined}
            aria-describedby={errors.requisitoId ? ids.errorTipo : undefined}
            {...register('requisitoId')}
          >
            <option value="">Seleccione un requerimiento</option>
            {tipos.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nombre}
                {t.esPruebas ? ' (prueba)' : ''}
              </option>
            ))}
          </select>
          {errors.requisitoId && (
            <p id={ids.errorTipo} className="text-xs text-red-600">
              {errors.requisitoId.message}
            </p>
          )}
        </div>
        <Controller
          control={control}
          name="fechaRealizacion"
          render={({ field, fieldState }) => (
            <AnclaFoco campo={field}>
              <SelectorFecha
                etiqueta="Fecha de realización"
                valor={field.value ? desdeFechaIso(field.value) : null}
                onChange={(f) => field.onChange(f ? aFechaIso(f) : '')}
                max={new Date()}
                error={fieldState.error?.message}
              />
            </AnclaFoco>
          )}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.resultado} className={claseEtiqueta}>
            Resultado
          </label>
          <select id={ids.resultado} className={claseCampo} {...register('resultado')}>
            {RESULTADO_REQUISITO.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
        </div>
        <CampoTexto
          etiqueta={`Puntaje (0 a 100)${tipo?.esPruebas ? ' *' : ''}`}
          inputMode="decimal"
          aria-required={tipo?.esPruebas || undefined}
          error={errors.puntaje?.message}
          {...register('puntaje')}
        />
        <Area control={control} nombre="conceptoFinal" etiqueta="Concepto final" requerido={tipo?.esPruebas ?? false} />
        <Area control={control} nombre="comentario" etiqueta="Comentario" requerido={(tipo?.esPruebas ?? false) && !tieneEntrevista} />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" {...register('esVisibleCliente')} />
          Visible por el cliente
        </label>
        <Controller
          control={control}
          name="archivo"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.archivo} className={claseEtiqueta}>
                Archivos de evidencia (PDF, JPG o PNG, máximo 10 MB cada uno)
              </label>
              <input
                id={ids.archivo}
                ref={field.ref}
                type="file"
                multiple
                accept={EVIDENCIA_CANCELACION.aceptar}
                className="text-sm"
                aria-invalid={errorArchivo ? true : undefined}
                aria-describedby={errorArchivo ? ids.errorArchivo : undefined}
                onChange={(e) => field.onChange([...(e.target.files ?? [])])}
              />
              {errorArchivo && (
                <p id={ids.errorArchivo} className="text-xs text-red-600">
                  {errorArchivo}
                </p>
              )}
            </div>
          )}
        />
      </div>
    </Modal>
  );
}
