import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { aFechaIso, desdeFechaIso, esquemaFormularioEdicion, MENSAJES_EDICION, type CampoPersonal, type DatosPersonales } from '@talento/rules';
import { aErrorDeServidor, CampoTexto, notificar, PieConfirmacion, ponerErroresDelServidor, SelectorFecha, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { AnclaFoco } from '../../formularios/ancla-foco';
import { resolverZod } from '../../formularios/resolver-zod';
import { claseCampo, claseEtiqueta, Modal } from './modal';
import type { DatosEdicion } from './tipos';

/** "Editar candidato" (spec 03 §5): loads the current data, then the form. */
export function ModalEditar({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const datos = trpc.hojasDeVida.datosEdicion.useQuery({ candidatoId }, { staleTime: 0, gcTime: 0 });
  return datos.data ? (
    <Formulario datos={datos.data} onCerrar={onCerrar} />
  ) : (
    <Modal abierto onCerrar={onCerrar} titulo="Editar candidato">
      <Spinner etiqueta="Cargando candidato" />
    </Modal>
  );
}

type Valores = DatosPersonales & { motivoCambioId: number | null; cambiarClave: boolean; nuevaClave: string | null };

const personales = (d: DatosEdicion): DatosPersonales => ({
  nombre1: d.nombre1,
  nombre2: d.nombre2,
  apellido1: d.apellido1,
  apellido2: d.apellido2,
  email: d.email,
  telefonoOCelular: d.telefonoOCelular,
  whatsapp: d.whatsapp,
  fechaNacimiento: d.fechaNacimiento,
});

function Formulario({ datos, onCerrar }: { datos: DatosEdicion; onCerrar: () => void }) {
  const ids = { motivo: useId(), clave: useId(), errorMotivo: useId() };
  const original = useMemo(() => personales(datos), [datos]);
  // The channel is required only when a personal field differs from what was loaded.
  const esquema = useMemo(() => esquemaFormularioEdicion(original), [original]);
  const { control, register, handleSubmit, setError, formState } = useForm<Valores, unknown, ReturnType<typeof esquema.parse>>({
    resolver: resolverZod(esquema),
    defaultValues: { ...original, motivoCambioId: null, cambiarClave: false, nuevaClave: null },
  });
  const { errors } = formState;
  const cambiarClave = useWatch({ control, name: 'cambiarClave' });

  const editar = trpc.hojasDeVida.editarCandidato.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      const { status, detalle } = aErrorDeServidor(e);
      ponerErroresDelServidor(e, setError);
      if (status === 403) notificar.error(detalle ?? MENSAJES_EDICION.errorActualizar);
      else if (status === 400) notificar.error(MENSAJES_EDICION.errorEnviado, detalle);
      // Spec 03 §8: any other failure shows this text; a version conflict adds the server's explanation.
      else notificar.error(MENSAJES_EDICION.errorActualizar, status === 409 ? detalle : undefined);
    },
  });

  // Spec 03 §5: a wrong field says "Formulario invalido."; only the missing channel says its own message.
  const invalido = (e: FieldErrors<Valores>) => {
    const soloMedio = Object.keys(e).every((k) => k === 'motivoCambioId');
    notificar.error(soloMedio && e.motivoCambioId?.message ? e.motivoCambioId.message : MENSAJES_EDICION.formularioInvalido);
  };
  const guardar = handleSubmit(
    (d) =>
      editar.mutate({
        ...d,
        candidatoId: datos.candidatoId,
        version: datos.version,
        nuevaClave: d.cambiarClave ? d.nuevaClave : null,
      }),
    invalido,
  );

  const texto = (k: CampoPersonal, etiqueta: string, extra: { inputMode?: 'tel' | 'email'; type?: string } = {}, requerido = false) => (
    <CampoTexto etiqueta={etiqueta} error={errors[k]?.message} aria-required={requerido || undefined} {...extra} {...register(k)} />
  );

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Editar candidato"
      ancho="max-w-2xl"
      pie={<PieConfirmacion texto="Guardar" onConfirmar={() => void guardar()} onCancelar={onCerrar} cargando={editar.isPending} />}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {texto('nombre1', 'Primer nombre *', {}, true)}
        {texto('nombre2', 'Segundo nombre')}
        {texto('apellido1', 'Primer apellido *', {}, true)}
        {texto('apellido2', 'Segundo apellido')}
        {texto('email', 'Correo electrónico *', { type: 'email', inputMode: 'email' }, true)}
        {texto('telefonoOCelular', 'Teléfono o celular *', { inputMode: 'tel' }, true)}
        {texto('whatsapp', 'WhatsApp', { inputMode: 'tel' })}
        <Controller
          control={control}
          name="fechaNacimiento"
          render={({ field, fieldState }) => (
            <AnclaFoco campo={field}>
              <SelectorFecha
                etiqueta="Fecha de nacimiento *"
                valor={field.value ? desdeFechaIso(field.value) : null}
                max={new Date()}
                onChange={(f) => field.onChange(f ? aFechaIso(f) : '')}
                error={fieldState.error?.message}
              />
            </AnclaFoco>
          )}
        />
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={ids.motivo} className={claseEtiqueta}>
          Medio por el cual se enteró del cambio
        </label>
        <select
          id={ids.motivo}
          className={claseCampo}
          aria-invalid={errors.motivoCambioId ? true : undefined}
          aria-describedby={errors.motivoCambioId ? ids.errorMotivo : undefined}
          {...register('motivoCambioId', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
        >
          <option value="">Seleccione un medio</option>
          {datos.motivos.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nombre}
            </option>
          ))}
        </select>
        {errors.motivoCambioId && (
          <p id={ids.errorMotivo} className="text-xs text-red-600">
            {errors.motivoCambioId.message}
          </p>
        )}
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register('cambiarClave')} />
        Cambiar la contraseña del candidato{datos.tieneClave ? '' : ' (aún no tiene)'}
      </label>
      {cambiarClave && (
        <div className="mt-2">
          <CampoTexto
            id={ids.clave}
            etiqueta="Nueva contraseña *"
            type="password"
            autoComplete="new-password"
            aria-required="true"
            error={errors.nuevaClave?.message}
            {...register('nuevaClave')}
          />
        </div>
      )}
      {datos.contratado && <p className="mt-3 text-xs text-slate-500">El candidato está contratado: los cambios de datos personales se envían también al sistema de nómina.</p>}
    </Modal>
  );
}
