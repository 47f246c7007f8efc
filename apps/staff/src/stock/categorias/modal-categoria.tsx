import { Controller } from 'react-hook-form';
import { CamposCategoriaStock, ESTADO_CATEGORIA_STOCK, MENSAJES_CATEGORIAS_STOCK } from '@talento/rules';
import {
  CampoNumero,
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
import { trpc } from '../../trpc';
import type { FilaCategoria } from './tipos';

/** Create (no `categoria`) or edit a stock category: nombre, vigencia (days, ≥ 1) and estado, all required. */
export function ModalCategoria({
  categoria,
  onCerrar,
}: {
  categoria: FilaCategoria | null;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposCategoriaStock,
    {
      defaultValues: categoria
        ? { nombre: categoria.nombre, vigencia: categoria.vigencia, estado: categoria.estado }
        : { nombre: '', estado: 1 },
    },
  );
  const alGuardar = {
    onSuccess: (r: { mensaje: string }) => {
      notificar.exito(r.mensaje);
      void utils.categoriasStock.listar.invalidate();
      onCerrar();
    },
    onError: (e: { message: string }) => {
      if (e.message === MENSAJES_CATEGORIAS_STOCK.nombreRepetido)
        setError('nombre', { type: 'server', message: e.message });
      else if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  };
  const crear = trpc.categoriasStock.crear.useMutation(alGuardar);
  const editar = trpc.categoriasStock.editar.useMutation(alGuardar);
  const guardar = handleSubmit((campos) =>
    categoria ? editar.mutate({ ...campos, id: categoria.id }) : crear.mutate(campos),
  );
  return (
    <Modal abierto onCerrar={onCerrar} titulo={categoria ? 'Editar categoría' : 'Crear categoría'}>
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <CampoTexto
          etiqueta="Nombre"
          requerido
          maxLength={120}
          {...register('nombre')}
          error={formState.errors.nombre?.message}
        />
        <Controller
          control={control}
          name="vigencia"
          render={(c) => (
            <CampoNumero
              etiqueta="Vigencia (días)"
              requerido
              maxDigitos={4}
              {...propsDeControl(c)}
              valor={c.field.value ?? null}
            />
          )}
        />
        <Controller
          control={control}
          name="estado"
          render={(c) => (
            <Seleccion
              etiqueta="Estado"
              requerido
              {...propsDeControl(c)}
              valor={c.field.value ?? ''}
              onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
              opciones={ESTADO_CATEGORIA_STOCK.opciones}
            />
          )}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={crear.isPending || editar.isPending} />
      </form>
    </Modal>
  );
}
