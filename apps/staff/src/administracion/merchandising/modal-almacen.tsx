import { Controller, useWatch } from 'react-hook-form';
import { CamposAlmacen } from '@talento/rules';
import {
  alFallarFormulario,
  CampoCatalogo,
  CampoTexto,
  Casilla,
  Modal,
  notificar,
  type OpcionTypeahead,
  PieFormulario,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import { CampoCoordenada } from './campo-coordenada';
import { SelectorPunto } from './selector-punto';
import type { AlmacenAdmin } from './tipos';

/**
 * Create or edit a store: client (fixed once created), name, address, city, region of the client, coordinates
 * (typed, or a click on the map), active. The same schema as the server (CamposAlmacen); the server's field messages
 * (duplicate name, region of another client, stale version) go under their fields.
 */
export function ModalAlmacen({
  almacen,
  cliente: filtroCliente,
  onCerrar,
}: {
  almacen: AlmacenAdmin | null;
  /** The screen's client filter: a new record starts with it (shown by name). */
  cliente: OpcionTypeahead | null;
  onCerrar: () => void;
}) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, setValue, formState, refFormulario } = useFormulario(
    CamposAlmacen,
    {
      defaultValues: almacen
        ? {
            clienteId: almacen.clienteId,
            nombre: almacen.nombre,
            direccion: almacen.direccion,
            ciudadId: almacen.ciudadId,
            regionId: almacen.regionId,
            latitud: almacen.latitud,
            longitud: almacen.longitud,
            activo: almacen.activo,
          }
        : {
            clienteId: filtroCliente?.id,
            nombre: '',
            direccion: '',
            ciudadId: null,
            regionId: null,
            latitud: null,
            longitud: null,
            activo: true,
          },
    },
  );
  const [cliente, nombre, latitud, longitud, regionId] = useWatch({
    control,
    name: ['clienteId', 'nombre', 'latitud', 'longitud', 'regionId'],
  });
  const delCliente = typeof cliente === 'number' && cliente > 0 ? cliente : null;
  const regiones = trpc.administracion.merchandising.regiones.useQuery(
    { clienteId: delCliente },
    { enabled: delCliente !== null },
  );
  const vecinos = trpc.administracion.merchandising.almacenes.useQuery(
    { clienteId: delCliente, activo: true },
    { enabled: delCliente !== null },
  );
  const guardar = trpc.administracion.merchandising.guardarAlmacen.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((v) =>
    guardar.mutate({ ...v, ...(almacen ? { id: almacen.id, version: almacen.version } : {}) }),
  );
  const opcionesRegion = (regiones.data ?? [])
    .filter((r) => r.activo || r.id === regionId)
    .map((r) => ({ valor: r.id, etiqueta: r.nombre }));
  const punto = typeof latitud === 'number' && typeof longitud === 'number' ? { latitud, longitud } : null;
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={almacen ? 'Editar almacén' : 'Nuevo almacén'}
      ancho="max-w-3xl"
    >
      <form
        ref={refFormulario}
        noValidate
        aria-label="Almacén"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <CampoCatalogo
            control={control}
            name="clienteId"
            etiqueta="Cliente"
            requerido
            disabled={almacen !== null}
            buscar={buscadores.clientes}
            minCaracteres={4}
            inicial={almacen ? { id: almacen.clienteId, etiqueta: almacen.cliente } : filtroCliente}
          />
          <CampoTexto
            etiqueta="Nombre"
            requerido
            maxLength={200}
            {...register('nombre')}
            error={formState.errors.nombre?.message}
          />
          <CampoTexto
            etiqueta="Dirección"
            maxLength={300}
            {...register('direccion')}
            error={formState.errors.direccion?.message}
          />
          <CampoCatalogo
            control={control}
            name="ciudadId"
            etiqueta="Ciudad"
            buscar={buscadores.ciudades}
            minCaracteres={3}
            inicial={
              almacen?.ciudadId && almacen.ciudad ? { id: almacen.ciudadId, etiqueta: almacen.ciudad } : null
            }
          />
          <Controller
            control={control}
            name="regionId"
            render={(r) => (
              <Seleccion
                etiqueta="Región"
                vacia="Sin región"
                disabled={delCliente === null}
                {...propsDeControl(r)}
                valor={r.field.value ?? ''}
                onChange={(v) => r.field.onChange(v === '' ? null : Number(v))}
                opciones={opcionesRegion}
              />
            )}
          />
          <Controller
            control={control}
            name="activo"
            render={(r) => (
              <Casilla
                etiqueta="Activo"
                valor={r.field.value !== false}
                onChange={(v) => r.field.onChange(v)}
              />
            )}
          />
          <Controller
            control={control}
            name="latitud"
            render={(r) => <CampoCoordenada etiqueta="Latitud" {...propsDeControl(r)} />}
          />
          <Controller
            control={control}
            name="longitud"
            render={(r) => <CampoCoordenada etiqueta="Longitud" {...propsDeControl(r)} />}
          />
        </div>
        <SelectorPunto
          punto={punto}
          nombre={nombre ?? ''}
          otros={(vecinos.data?.filas ?? []).filter((a) => a.id !== almacen?.id)}
          onPunto={(lat, lng) => {
            setValue('latitud', lat, { shouldValidate: formState.isSubmitted });
            setValue('longitud', lng, { shouldValidate: formState.isSubmitted });
          }}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
    </Modal>
  );
}
