import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ACCIONES_STOCK_HV, esquemaFormularioStock, type AccionStockHv } from '@talento/rules';
import {
  avisarPrimerError,
  GrupoOpciones,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  propsDeControl,
  Seleccion,
  Typeahead,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';
import { useBuscadores } from '../../catalogos/buscadores';

const ETIQUETA_ACCION: Readonly<Record<AccionStockHv, string>> = {
  a_categoria: 'A una categoría de stock',
  a_pedido_stock: 'A un pedido de stock',
};

const idONulo = (v: string) => (v === '' ? null : Number(v));

/** "Enviar a stock" (spec 03 §5): to a stock category for a city, or to a stock order of the user's clients. */
export function ModalStock({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const idFormulario = useId();
  const destinos = trpc.hojasDeVida.destinosStock.useQuery({ candidatoId });
  const esquema = useMemo(() => esquemaFormularioStock(candidatoId), [candidatoId]);
  const { control, handleSubmit, setError, refFormulario } = useFormulario(esquema, {
    defaultValues: { accion: '', categoriaId: null, ciudad: null, pedidoId: null },
  });
  const accion = useWatch({ control, name: 'accion' });
  const enviar = trpc.hojasDeVida.enviarAStock.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError, {
        campo: (ruta) =>
          ruta === 'ciudadId' ? 'ciudad' : ruta === 'candidatoId' || ruta === '_' ? null : ruta,
      });
      mostrarError(e);
    },
  });
  const { ciudades: buscarCiudades } = useBuscadores();
  const guardar = handleSubmit((entrada) => enviar.mutate(entrada), avisarPrimerError);

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Enviar a stock"
      pie={
        <PieConfirmacion
          texto="Enviar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={enviar.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => void guardar(e)}
      >
        <Controller
          control={control}
          name="accion"
          render={({ field, fieldState }) => (
            <GrupoOpciones
              leyenda="¿A dónde enviar al candidato?"
              requerido
              error={fieldState.error?.message}
              ref={field.ref}
              className="gap-2"
            >
              {(aria) =>
                ACCIONES_STOCK_HV.map((a) => (
                  <label key={a} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={field.name}
                      value={a}
                      {...aria}
                      checked={field.value === a}
                      onChange={() => field.onChange(a)}
                      onBlur={field.onBlur}
                    />
                    {ETIQUETA_ACCION[a]}
                  </label>
                ))
              }
            </GrupoOpciones>
          )}
        />
        {accion === 'a_categoria' && (
          <>
            <Controller
              control={control}
              name="categoriaId"
              render={(c) => (
                <Seleccion
                  etiqueta="Categoría"
                  requerido
                  vacia="Seleccione una categoría"
                  opciones={(destinos.data?.categorias ?? []).map((k) => ({
                    valor: k.id,
                    etiqueta: k.nombre,
                  }))}
                  {...propsDeControl(c)}
                  onChange={(v) => c.field.onChange(idONulo(v))}
                />
              )}
            />
            <Controller
              control={control}
              name="ciudad"
              render={(c) => (
                <Typeahead
                  etiqueta="Ciudad"
                  requerido
                  buscar={buscarCiudades}
                  minCaracteres={3}
                  placeholder="Escriba al menos 3 letras"
                  {...propsDeControl(c)}
                />
              )}
            />
          </>
        )}
        {accion === 'a_pedido_stock' && (
          <div className="flex flex-col gap-1">
            <Controller
              control={control}
              name="pedidoId"
              render={(c) => (
                <Seleccion
                  etiqueta="Pedido de stock"
                  requerido
                  vacia="Seleccione un pedido de stock"
                  opciones={(destinos.data?.pedidosStock ?? []).map((p) => ({
                    valor: p.id,
                    etiqueta: `${p.id} · ${p.nombreCargo} · ${p.cliente}${p.ciudad ? ` · ${p.ciudad}` : ''}`,
                  }))}
                  {...propsDeControl(c)}
                  onChange={(v) => c.field.onChange(idONulo(v))}
                />
              )}
            />
            {destinos.data && destinos.data.pedidosStock.length === 0 && (
              <p className="text-xs text-slate-500">No se encontraron pedidos stock</p>
            )}
          </div>
        )}
      </form>
    </Modal>
  );
}
