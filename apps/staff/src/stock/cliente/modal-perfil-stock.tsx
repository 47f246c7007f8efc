import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  EntradaCrearPerfilStock,
  MENSAJES_STOCK_PERFILES as M,
  nivelesAlCambiarMeta,
  VALORES_INICIALES_PERFIL_STOCK,
} from '@talento/rules';
import {
  alFallarFormulario,
  CampoCatalogo,
  CampoNumero,
  Casilla,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { FilaPerfilStock } from './tipos';

const PERMISO_METAS = 'change_perfilstock_metas_stock';

/** What the form starts with: the row being edited, or the defaults (20/10/5, 30 days). */
function valoresDe(editando: FilaPerfilStock | null) {
  return editando
    ? {
        clienteId: editando.cliente.id,
        perfilId: editando.perfil.id,
        ciudadId: editando.ciudad.id,
        vigencia: editando.vigencia,
        meta: editando.meta,
        media: editando.media,
        baja: editando.baja,
        pedidoAutomatico: editando.pedidoAutomatico,
      }
    : { ...VALORES_INICIALES_PERFIL_STOCK, vigencia: 30 };
}

/**
 * "Crear stock" / "Editar stock" (spec 02 §5): client (from 4 characters), one of its approved profiles (loaded once
 * the client is chosen), city, vigencia and the three goals (20/10/5 by default; changing meta fills media with half
 * and baja with a quarter). Editing keeps client, profile and city. Without change_perfilstock_metas_stock the goals
 * are read-only (the server refuses a change anyway).
 */
export function ModalPerfilStock({
  abierto,
  editando,
  onCerrar,
}: {
  abierto: boolean;
  editando: FilaPerfilStock | null;
  onCerrar: () => void;
}) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { permisos } = useUsuario();
  const metasBloqueadas = !permisos.includes(PERMISO_METAS);
  const { control, handleSubmit, setError, setValue, reset, refFormulario } = useFormulario(
    EntradaCrearPerfilStock,
    { defaultValues: valoresDe(editando) },
  );
  const clienteId = useWatch({ control, name: 'clienteId' });
  const perfiles = trpc.stockPerfiles.perfiles.useQuery(
    { clienteId: clienteId ?? 0 },
    { enabled: abierto && typeof clienteId === 'number' && clienteId > 0 },
  );

  // Each opening starts from the row being edited, or from the defaults.
  useEffect(() => {
    if (abierto) reset(valoresDe(editando));
  }, [abierto, editando, reset]);

  const cerrar = () => {
    reset();
    onCerrar();
  };
  const alGuardar = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      void utils.stockPerfiles.invalidate();
      cerrar();
    },
    onError: alFallarFormulario(setError),
  };
  const crear = trpc.stockPerfiles.crear.useMutation(alGuardar);
  const editar = trpc.stockPerfiles.editar.useMutation(alGuardar);
  const guardar = handleSubmit((v) => {
    if (editando)
      editar.mutate({
        id: editando.id,
        version: editando.version,
        vigencia: v.vigencia,
        meta: v.meta,
        media: v.media,
        baja: v.baja,
        pedidoAutomatico: v.pedidoAutomatico,
      });
    else crear.mutate(v);
  });

  return (
    <Modal
      abierto={abierto}
      onCerrar={cerrar}
      titulo={editando ? 'Editar stock' : 'Crear stock'}
      ancho="max-w-2xl"
    >
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          requerido
          disabled={editando !== null}
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={editando ? { id: editando.cliente.id, etiqueta: editando.cliente.nombre } : null}
        />
        <Controller
          control={control}
          name="perfilId"
          render={(c) => (
            <Seleccion
              etiqueta="Perfil aprobado"
              requerido
              disabled={editando !== null || !clienteId}
              {...propsDeControl(c)}
              valor={c.field.value ?? ''}
              onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
              vacia={clienteId ? 'Seleccione un perfil' : 'Seleccione primero un cliente'}
              opciones={
                editando
                  ? [{ valor: editando.perfil.id, etiqueta: editando.perfil.nombre }]
                  : (perfiles.data ?? []).map((p) => ({
                      valor: p.id,
                      etiqueta: `${p.nombreCargoPerfil} (${p.id})`,
                    }))
              }
            />
          )}
        />
        <CampoCatalogo
          control={control}
          name="ciudadId"
          etiqueta="Ciudad"
          requerido
          disabled={editando !== null}
          buscar={buscadores.ciudades}
          minCaracteres={4}
          inicial={
            editando
              ? {
                  id: editando.ciudad.id,
                  etiqueta: editando.ciudad.nombre,
                  detalle: editando.ciudad.departamento,
                }
              : null
          }
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="vigencia"
            render={(c) => (
              <CampoNumero etiqueta="Vigencia (días)" requerido maxDigitos={4} {...propsDeControl(c)} />
            )}
          />
          <Controller
            control={control}
            name="meta"
            render={(c) => (
              <CampoNumero
                etiqueta="Nivel alto (meta)"
                requerido
                maxDigitos={5}
                disabled={metasBloqueadas}
                {...propsDeControl(c)}
                onChange={(v) => {
                  c.field.onChange(v);
                  const { media, baja } = nivelesAlCambiarMeta(typeof v === 'number' ? v : 0);
                  setValue('media', media, { shouldValidate: false });
                  setValue('baja', baja, { shouldValidate: false });
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="media"
            render={(c) => (
              <CampoNumero
                etiqueta="Nivel medio"
                requerido
                maxDigitos={5}
                disabled={metasBloqueadas}
                {...propsDeControl(c)}
              />
            )}
          />
          <Controller
            control={control}
            name="baja"
            render={(c) => (
              <CampoNumero
                etiqueta="Nivel bajo"
                requerido
                maxDigitos={5}
                disabled={metasBloqueadas}
                {...propsDeControl(c)}
              />
            )}
          />
        </div>
        {metasBloqueadas && <p className="text-sm text-slate-600">{M.sinPermisoMetas}</p>}
        <Controller
          control={control}
          name="pedidoAutomatico"
          render={(c) => (
            <Casilla
              etiqueta="Crear pedido stock automáticamente cuando el nivel baje"
              {...propsDeControl(c)}
              valor={c.field.value ?? false}
            />
          )}
        />
        <PieFormulario
          texto={editando ? 'Guardar' : 'Crear'}
          onCancelar={cerrar}
          cargando={crear.isPending || editar.isPending}
        />
      </form>
    </Modal>
  );
}
