import { Controller } from 'react-hook-form';
import {
  EntradaActualizarNovedad,
  ESTADO_NOVEDAD,
  MAXIMO_COMENTARIO_NOVEDAD,
  MENSAJES_NOVEDADES as M,
} from '@talento/rules';
import {
  CampoArea,
  Modal,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { FilaNovedad } from './tipos';

const FormularioNovedad = EntradaActualizarNovedad.pick({ estado: true, comentario: true });

/** Update modal (change_novedad): state (required, any of the three) and comment, with the row's version. */
function Formulario({
  novedad,
  comentario,
  onCerrar,
}: {
  novedad: FilaNovedad;
  comentario: string;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    FormularioNovedad,
    {
      defaultValues: { estado: novedad.estado, comentario },
    },
  );
  const actualizar = trpc.novedades.actualizar.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      await Promise.all([
        utils.novedades.listar.invalidate(),
        utils.novedades.solucion.invalidate({ id: novedad.id }),
      ]);
      onCerrar();
    },
    onError: (e) => {
      // The title says what failed; the detail is the server's (a newer version, a missing state…).
      if (!ponerErroresDelServidor(e, setError)) notificar.error(M.errorActualizar, e.message);
    },
  });
  const guardar = handleSubmit((v) =>
    actualizar.mutate({
      id: novedad.id,
      version: novedad.version,
      estado: v.estado,
      comentario: v.comentario ?? '',
    }),
  );
  return (
    <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
      <Controller
        control={control}
        name="estado"
        render={({ field, fieldState }) => (
          <Seleccion
            etiqueta="Estado"
            requerido
            name={field.name}
            ref={field.ref}
            valor={field.value}
            onBlur={field.onBlur}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            opciones={ESTADO_NOVEDAD.opciones}
            error={fieldState.error?.message}
          />
        )}
      />
      <CampoArea
        etiqueta="Comentario"
        maxLength={MAXIMO_COMENTARIO_NOVEDAD}
        {...register('comentario')}
        error={formState.errors.comentario?.message}
      />
      <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={actualizar.isPending} />
    </form>
  );
}

export function ModalActualizar({
  novedad,
  onCerrar,
}: {
  novedad: FilaNovedad | null;
  onCerrar: () => void;
}) {
  // The current comment comes with the solution (the list carries only the report's text).
  const solucion = trpc.novedades.solucion.useQuery({ id: novedad?.id ?? 0 }, { enabled: novedad !== null });
  return (
    <Modal abierto={novedad !== null} onCerrar={onCerrar} titulo="Actualizar novedad">
      {novedad && solucion.data && (
        <Formulario
          key={`${novedad.id}:${novedad.version}`}
          novedad={novedad}
          comentario={solucion.data.comentario ?? ''}
          onCerrar={onCerrar}
        />
      )}
    </Modal>
  );
}
