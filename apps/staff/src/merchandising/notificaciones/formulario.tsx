import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { EntradaEnviarNotificacion, MENSAJES_NOTIFICACIONES as M } from '@talento/rules';
import {
  CampoArea,
  CampoCatalogo,
  CampoTexto,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  Seccion,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import { CampoDispositivos } from './campo-dispositivos';

const VACIO = { titulo: '', texto: '', dispositivos: [] as number[] };

/** Send a notification: client, then one of its regions, title, text and devices; every field required. */
export function FormularioNotificacion() {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, setValue, formState, reset, watch, refFormulario } =
    useFormulario(EntradaEnviarNotificacion, { defaultValues: VACIO });
  const clienteId = watch('clienteId');
  const regionId = watch('regionId');
  // Another client: its regions and devices start over.
  useEffect(() => {
    setValue('regionId', undefined as unknown as number);
    setValue('dispositivos', []);
  }, [clienteId, setValue]);
  const regiones = trpc.notificaciones.regiones.useQuery(
    { clienteId: clienteId ?? 0 },
    { enabled: !!clienteId },
  );
  const dispositivos = trpc.notificaciones.dispositivos.useQuery(
    { clienteId: clienteId ?? 0, regionId: regionId ?? 0 },
    { enabled: !!clienteId && !!regionId },
  );
  const enviar = trpc.notificaciones.enviar.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      reset(VACIO);
      await utils.notificaciones.historial.invalidate();
    },
    onError: (e) => {
      // The title is the spec's; the detail is the server's (a device no longer eligible, a region not the client's…).
      if (!ponerErroresDelServidor(e, setError)) notificar.error(M.errorEnviar, e.message);
    },
  });
  const guardar = handleSubmit((v) => enviar.mutate(v));
  return (
    <Seccion titulo="Enviar notificación">
      <form
        ref={refFormulario}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        onSubmit={(e) => void guardar(e)}
      >
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          requerido
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={null}
        />
        <div className="flex flex-col gap-1">
          <Controller
            control={control}
            name="regionId"
            render={({ field, fieldState }) => (
              <Seleccion
                etiqueta="Región"
                requerido
                disabled={!clienteId}
                name={field.name}
                ref={field.ref}
                valor={field.value ?? null}
                onBlur={field.onBlur}
                onChange={(v) => {
                  field.onChange(v === '' ? undefined : Number(v));
                  setValue('dispositivos', []);
                }}
                opciones={(regiones.data ?? []).map((r) => ({ valor: r.id, etiqueta: r.nombre }))}
                error={fieldState.error?.message}
              />
            )}
          />
          {regiones.data?.length === 0 && (
            // An empty dropdown alone would not say why nothing can be chosen.
            <p role="status" className="text-sm text-slate-700">
              {M.sinRegiones}
            </p>
          )}
        </div>
        <CampoTexto
          etiqueta="Título"
          requerido
          maxLength={200}
          {...register('titulo')}
          error={formState.errors.titulo?.message}
        />
        <CampoArea
          etiqueta="Texto"
          requerido
          maxLength={2000}
          {...register('texto')}
          error={formState.errors.texto?.message}
        />
        <div className="md:col-span-2">
          <Controller
            control={control}
            name="dispositivos"
            render={({ field, fieldState }) => (
              <CampoDispositivos
                dispositivos={clienteId && regionId ? dispositivos.data : undefined}
                cargando={dispositivos.isLoading && !!clienteId && !!regionId}
                valor={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="md:col-span-2">
          <PieFormulario texto="Enviar" onCancelar={() => reset(VACIO)} cargando={enviar.isPending} />
        </div>
      </form>
    </Seccion>
  );
}
