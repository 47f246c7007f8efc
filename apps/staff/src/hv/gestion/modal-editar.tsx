import { useId, useMemo } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import {
  CAMPOS_PERSONALES,
  camposPersonalesCambiados,
  esquemaFormularioEdicion,
  MENSAJES_EDICION,
  type CampoPersonal,
  type DatosPersonales,
} from '@talento/rules';
import {
  aErrorDeServidor,
  CampoTexto,
  Casilla,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  SelectorFechaIso,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';
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

/** The personal fields as typed so far (the schema trims and checks them). */
const comoDatos = (valores: readonly unknown[]): DatosPersonales =>
  Object.fromEntries(
    CAMPOS_PERSONALES.map((c, i) => [c, typeof valores[i] === 'string' ? valores[i] : null]),
  ) as DatosPersonales;

function Formulario({ datos, onCerrar }: { datos: DatosEdicion; onCerrar: () => void }) {
  const idFormulario = useId();
  const original = useMemo(() => personales(datos), [datos]);
  // The channel is required only when a personal field differs from what was loaded.
  const esquema = useMemo(() => esquemaFormularioEdicion(original), [original]);
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(esquema, {
    defaultValues: {
      ...original,
      fechaNacimiento: original.fechaNacimiento ?? '',
      motivoCambioId: null,
      cambiarClave: false,
      nuevaClave: null,
    },
  });
  const { errors } = formState;
  const cambiarClave = useWatch({ control, name: 'cambiarClave' });
  const escritos = useWatch({ control, name: CAMPOS_PERSONALES });
  const medioRequerido = camposPersonalesCambiados(original, comoDatos(escritos)).length > 0;

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
  const invalido = (e: FieldErrors) => {
    const soloMedio = Object.keys(e).every((k) => k === 'motivoCambioId');
    notificar.error(
      soloMedio && typeof e.motivoCambioId?.message === 'string'
        ? e.motivoCambioId.message
        : MENSAJES_EDICION.formularioInvalido,
    );
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

  const texto = (
    k: CampoPersonal,
    etiqueta: string,
    extra: { inputMode?: 'tel' | 'email'; type?: string } = {},
    requerido = false,
  ) => (
    <CampoTexto
      etiqueta={etiqueta}
      requerido={requerido}
      error={errors[k]?.message}
      {...extra}
      {...register(k)}
    />
  );

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Editar candidato"
      ancho="max-w-2xl"
      pie={
        <PieConfirmacion
          texto="Guardar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={editar.isPending}
        />
      }
    >
      <form ref={refFormulario} id={idFormulario} noValidate onSubmit={(e) => void guardar(e)}>
        <div className="grid gap-3 sm:grid-cols-2">
          {texto('nombre1', 'Primer nombre', {}, true)}
          {texto('nombre2', 'Segundo nombre')}
          {texto('apellido1', 'Primer apellido', {}, true)}
          {texto('apellido2', 'Segundo apellido')}
          {texto('email', 'Correo electrónico', { type: 'email', inputMode: 'email' }, true)}
          {texto('telefonoOCelular', 'Teléfono o celular', { inputMode: 'tel' }, true)}
          {texto('whatsapp', 'WhatsApp', { inputMode: 'tel' })}
          <Controller
            control={control}
            name="fechaNacimiento"
            render={(c) => (
              <SelectorFechaIso
                etiqueta="Fecha de nacimiento"
                requerido
                max={new Date()}
                {...propsDeControl(c)}
              />
            )}
          />
        </div>
        <div className="mt-3">
          <Controller
            control={control}
            name="motivoCambioId"
            render={(c) => (
              <Seleccion
                etiqueta="Medio por el cual se enteró del cambio"
                requerido={medioRequerido}
                vacia="Seleccione un medio"
                opciones={datos.motivos.map((m) => ({ valor: m.id, etiqueta: m.nombre }))}
                {...propsDeControl(c)}
                onChange={(v) => c.field.onChange(v === '' ? null : Number(v))}
              />
            )}
          />
        </div>
        <div className="mt-3">
          <Controller
            control={control}
            name="cambiarClave"
            render={({ field }) => (
              <Casilla
                etiqueta={`Cambiar la contraseña del candidato${datos.tieneClave ? '' : ' (aún no tiene)'}`}
                name={field.name}
                valor={field.value ?? false}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
        {cambiarClave && (
          <div className="mt-2">
            <CampoTexto
              etiqueta="Nueva contraseña"
              requerido
              type="password"
              autoComplete="new-password"
              error={errors.nuevaClave?.message}
              {...register('nuevaClave')}
            />
          </div>
        )}
        {datos.contratado && (
          <p className="mt-3 text-xs text-slate-500">
            El candidato está contratado: los cambios de datos personales se envían también al sistema de
            nómina.
          </p>
        )}
      </form>
    </Modal>
  );
}
