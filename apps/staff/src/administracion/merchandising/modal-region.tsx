import { Controller, useWatch } from 'react-hook-form';
import { CamposRegion } from '@talento/rules';
import {
  alFallarFormulario,
  CampoCatalogo,
  CampoTexto,
  Casilla,
  Modal,
  notificar,
  type OpcionTypeahead,
  PieFormulario,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { RegionAdmin } from './tipos';

/**
 * Create or edit a region of a client: name, active, and which of the client's stores belong to it (a store is in
 * one region at most: choosing it here moves it from its previous region).
 */
export function ModalRegion({
  region,
  cliente: filtroCliente,
  onCerrar,
}: {
  region: RegionAdmin | null;
  /** The screen's client filter: a new record starts with it (shown by name). */
  cliente: OpcionTypeahead | null;
  onCerrar: () => void;
}) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposRegion,
    {
      defaultValues: region
        ? {
            clienteId: region.clienteId,
            nombre: region.nombre,
            activo: region.activo,
            almacenIds: region.almacenIds,
          }
        : { clienteId: filtroCliente?.id, nombre: '', activo: true, almacenIds: [] },
    },
  );
  const cliente = useWatch({ control, name: 'clienteId' });
  const delCliente = typeof cliente === 'number' && cliente > 0 ? cliente : null;
  const almacenes = trpc.administracion.merchandising.almacenes.useQuery(
    { clienteId: delCliente, activo: null },
    { enabled: delCliente !== null },
  );
  const guardar = trpc.administracion.merchandising.guardarRegion.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((v) =>
    guardar.mutate({ ...v, ...(region ? { id: region.id, version: region.version } : {}) }),
  );
  return (
    <Modal abierto onCerrar={onCerrar} titulo={region ? 'Editar región' : 'Nueva región'}>
      <form
        ref={refFormulario}
        noValidate
        aria-label="Región"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          requerido
          disabled={region !== null}
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={region ? { id: region.clienteId, etiqueta: region.cliente } : filtroCliente}
        />
        <CampoTexto
          etiqueta="Nombre"
          requerido
          maxLength={120}
          {...register('nombre')}
          error={formState.errors.nombre?.message}
        />
        <Controller
          control={control}
          name="activo"
          render={(r) => (
            <Casilla
              etiqueta="Activa"
              valor={r.field.value !== false}
              onChange={(v) => r.field.onChange(v)}
            />
          )}
        />
        <Controller
          control={control}
          name="almacenIds"
          render={(r) => {
            const elegidos = r.field.value ?? [];
            const filas = almacenes.data?.filas ?? [];
            return (
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium">Almacenes de la región</legend>
                {delCliente === null && <p className="text-sm text-slate-600">Elija primero el cliente.</p>}
                {delCliente !== null && !filas.length && (
                  <p className="text-sm text-slate-600">El cliente aún no tiene almacenes.</p>
                )}
                <div className="max-h-64 overflow-y-auto">
                  {filas.map((a) => (
                    <Casilla
                      key={a.id}
                      etiqueta={`${a.nombre}${a.region && a.regionId !== region?.id ? ` (hoy en ${a.region})` : ''}${a.activo ? '' : ' (inactivo)'}`}
                      valor={elegidos.includes(a.id)}
                      onChange={(v) =>
                        r.field.onChange(v ? [...elegidos, a.id] : elegidos.filter((id) => id !== a.id))
                      }
                    />
                  ))}
                </div>
                {r.fieldState.error?.message && (
                  <p role="alert" className="text-sm text-red-700">
                    {r.fieldState.error.message}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
    </Modal>
  );
}
