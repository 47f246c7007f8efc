import { useState } from 'react';
import { MENSAJES_STOCK_HV, validarEnvioStock, type AccionStockHv } from '@talento/rules';
import { mostrarError, notificar, type OpcionTypeahead, PieConfirmacion, Seleccion, Typeahead } from '@talento/ui';
import { trpc } from '../../trpc';
import { claseEtiqueta, Modal } from './modal';

/** "Enviar a stock" (spec 03 §5): to a stock category for a city, or to a stock order of the user's clients. */
export function ModalStock({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const utils = trpc.useUtils();
  const destinos = trpc.hojasDeVida.destinosStock.useQuery();
  const [accion, setAccion] = useState<AccionStockHv | ''>('');
  const [categoria, setCategoria] = useState('');
  const [ciudad, setCiudad] = useState<OpcionTypeahead | null>(null);
  const [pedido, setPedido] = useState('');
  const enviar = trpc.hojasDeVida.enviarAStock.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: mostrarError,
  });
  const buscarCiudades = async (texto: string) =>
    (await utils.catalogos.ciudades.fetch({ texto })).map((c) => ({ id: c.id, etiqueta: c.nombre, detalle: c.departamento }));

  const guardar = () => {
    const entrada = { candidatoId, accion, categoriaId: categoria ? Number(categoria) : null, ciudadId: ciudad?.id ?? null, pedidoId: pedido ? Number(pedido) : null };
    const invalido = validarEnvioStock(entrada);
    if (invalido) {
      notificar.error(invalido === MENSAJES_STOCK_HV.ciudadRequerida ? MENSAJES_STOCK_HV.ciudadRequeridaFormulario : invalido);
      return;
    }
    enviar.mutate(entrada);
  };

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Enviar a stock"
      pie={
        <PieConfirmacion
          texto="Enviar"
          onConfirmar={guardar}
          onCancelar={onCerrar}
          cargando={enviar.isPending}
        />
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className={claseEtiqueta}>¿A dónde enviar al candidato?</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="accion-stock" checked={accion === 'a_categoria'} onChange={() => setAccion('a_categoria')} />
          A una categoría de stock
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="accion-stock" checked={accion === 'a_pedido_stock'} onChange={() => setAccion('a_pedido_stock')} />
          A un pedido de stock
        </label>
      </fieldset>
      {accion === 'a_categoria' && (
        <div className="mt-3 flex flex-col gap-3">
          <Seleccion
            etiqueta="Categoría"
            valor={categoria}
            onChange={setCategoria}
            vacia="Seleccione una categoría"
            opciones={(destinos.data?.categorias ?? []).map((c) => ({ valor: c.id, etiqueta: c.nombre }))}
          />
          <Typeahead etiqueta="Ciudad" valor={ciudad} onChange={setCiudad} buscar={buscarCiudades} minCaracteres={3} placeholder="Escriba al menos 3 letras" />
        </div>
      )}
      {accion === 'a_pedido_stock' && (
        <div className="mt-3 flex flex-col gap-1">
          <Seleccion
            etiqueta="Pedido de stock"
            valor={pedido}
            onChange={setPedido}
            vacia="Seleccione un pedido de stock"
            opciones={(destinos.data?.pedidosStock ?? []).map((p) => ({
              valor: p.id,
              etiqueta: `${p.id} · ${p.nombreCargo} · ${p.cliente}${p.ciudad ? ` · ${p.ciudad}` : ''}`,
            }))}
          />
          {destinos.data && destinos.data.pedidosStock.length === 0 && <p className="text-xs text-slate-500">No se encontraron pedidos stock</p>}
        </div>
      )}
    </Modal>
  );
}
