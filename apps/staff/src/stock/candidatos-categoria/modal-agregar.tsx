import { Controller } from 'react-hook-form';
import {
  EntradaAgregarCandidatoCategoria,
  MENSAJES_CANDIDATOS_CATEGORIA as M,
  STOCK_LIMITES,
} from '@talento/rules';
import {
  CampoCatalogo,
  CampoTexto,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { CategoriaActiva } from './tipos';

/** Refusals that belong under the document field (the person is unknown, already placed or has no tests). */
const DEL_DOCUMENTO: readonly string[] = [M.noEncontrado, M.yaAsociado, M.enOtraVigente, M.sinPruebas];

/**
 * "Agregar candidato" to a category: the person by document, the city and the category (all required, spec 02 §5).
 * The category filter of the screen comes in as the default category.
 */
export function ModalAgregarCandidato({
  categorias,
  categoriaId,
  onCerrar,
}: {
  categorias: readonly CategoriaActiva[];
  categoriaId: number | null;
  onCerrar: () => void;
}) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    EntradaAgregarCandidatoCategoria,
    {
      defaultValues: { numeroDocumento: '', ...(categoriaId ? { categoriaId } : {}) },
    },
  );
  const agregar = trpc.candidatosCategoria.agregar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.candidatosCategoria.listar.invalidate();
      onCerrar();
    },
    onError: (e) => {
      if (DEL_DOCUMENTO.includes(e.message))
        setError('numeroDocumento', { type: 'server', message: e.message });
      else if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  });
  const guardar = handleSubmit((entrada) => agregar.mutate(entrada));
  return (
    <Modal abierto onCerrar={onCerrar} titulo="Agregar candidato a una categoría">
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <CampoTexto
          etiqueta="Número de documento"
          requerido
          inputMode="numeric"
          {...register('numeroDocumento')}
          error={formState.errors.numeroDocumento?.message}
        />
        <CampoCatalogo
          control={control}
          name="ciudadId"
          etiqueta="Ciudad"
          requerido
          buscar={buscadores.ciudades}
          minCaracteres={STOCK_LIMITES.minCaracteresBusquedaCiudad}
          inicial={null}
        />
        <Controller
          control={control}
          name="categoriaId"
          render={(c) => (
            <Seleccion
              etiqueta="Categoría"
              requerido
              {...propsDeControl(c)}
              valor={c.field.value ?? ''}
              onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
              opciones={categorias.map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
            />
          )}
        />
        <PieFormulario texto="Agregar" onCancelar={onCerrar} cargando={agregar.isPending} />
      </form>
    </Modal>
  );
}
