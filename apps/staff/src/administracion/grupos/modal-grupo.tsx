import { Controller } from 'react-hook-form';
import { AREAS_PERMISO, CamposGrupo, etiquetaPermiso } from '@talento/rules';
import {
  alFallarFormulario,
  CampoTexto,
  Casilla,
  GrupoOpciones,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { GrupoAdmin, PermisoCatalogo } from './tipos';

/** Create (`grupo` null) or edit a group: its name, portal (fixed once created) and flags by area. */
export function ModalGrupo({
  grupo,
  permisos,
  onCerrar,
}: {
  grupo: GrupoAdmin | null;
  permisos: readonly PermisoCatalogo[];
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(CamposGrupo, {
    defaultValues: grupo
      ? { nombre: grupo.nombre, portal: grupo.portal, permisos: grupo.permisos }
      : { nombre: '', portal: 'staff', permisos: [] },
  });
  const guardar = trpc.administracion.grupos.guardar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.grupos.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((campos) =>
    guardar.mutate(grupo ? { ...campos, id: grupo.id, version: grupo.version } : campos),
  );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={grupo ? `Editar grupo ${grupo.nombre}` : 'Nuevo grupo'}
      ancho="max-w-4xl"
    >
      <form
        ref={refFormulario}
        noValidate
        aria-label="Datos del grupo"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <CampoTexto
            etiqueta="Nombre"
            requerido
            maxLength={150}
            readOnly={grupo?.delSistema}
            {...register('nombre')}
            error={formState.errors.nombre?.message}
          />
          <Controller
            control={control}
            name="portal"
            render={(c) => (
              <Seleccion
                etiqueta="Portal"
                requerido
                disabled={grupo !== null}
                {...propsDeControl(c)}
                valor={c.field.value}
                onChange={(v) => c.field.onChange(v)}
                opciones={[
                  { valor: 'staff', etiqueta: 'Staff de la agencia' },
                  { valor: 'cliente', etiqueta: 'Portal de clientes' },
                ]}
              />
            )}
          />
        </div>
        {grupo?.delSistema && (
          <p className="text-sm text-slate-600">
            El sistema reconoce este grupo por su nombre: puede cambiar sus permisos, no su nombre.
          </p>
        )}
        <Controller
          control={control}
          name="permisos"
          render={({ field, fieldState }) => {
            const marcados: string[] = Array.isArray(field.value) ? field.value : [];
            return (
              <GrupoOpciones
                leyenda={`Permisos (${marcados.length})`}
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) =>
                  AREAS_PERMISO.map((area) => (
                    <div key={area} className="mt-2">
                      <p className="text-xs font-semibold uppercase text-slate-500">{area}</p>
                      <div className="grid grid-cols-1 gap-1 md:grid-cols-2">
                        {permisos
                          .filter((p) => p.area === area)
                          .map((p) => (
                            <Casilla
                              key={p.codigo}
                              {...aria}
                              etiqueta={etiquetaPermiso(p.codigo, p.descripcion)}
                              valor={marcados.includes(p.codigo)}
                              onChange={(v) =>
                                field.onChange(
                                  v ? [...marcados, p.codigo] : marcados.filter((x) => x !== p.codigo),
                                )
                              }
                            />
                          ))}
                      </div>
                    </div>
                  ))
                }
              </GrupoOpciones>
            );
          }}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
    </Modal>
  );
}
