import { useId, useState } from 'react';
import { MENSAJES_STOCK_HV, validarEnvioStock, type AccionStockHv } from '@talento/rules';
import { mostrarError, notificar, type OpcionTypeahead, PieConfirmacion, Typeahead } from '@talento/ui';
import { trpc } from '../../trpc';
import { claseCampo, claseEtiqueta, Modal } from './modal';

/** "Enviar a stock" (spec 03 §5): to a stock category for a city, or to a stock order of the user's clients. */
export function ModalStock({ candidatoId, onCerrar }: { candidatoId: number; onCerrar: () => void }) {
  const ids = { categoria: useId(), pedido: useId() };
  const utils = trpc.useUtils();
  const destinos = trpc.hojasDeVida.destinosStock.useQuery();
  const [accion, setAccion] = useState<AccionStockHv | ''>('');
  const [categoria, setCategoria] = useState('');
  const [ciudad, setCiudad] = useState<OpcionTypeahead | null>(null);
  const [pedido, setPedido] = useState('');
  const enviar = trpc.hojasDeVida.enviarAStock.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      await utils.hojasDeVida.invalidate();
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
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.categoria} className={claseEtiqueta}>
              Categoría
            </label>
            <select id={ids.categoria} className={claseCampo} value={categoria} onChange={(e) => setCategoria(e.target.value)}>
              <option value="">Seleccione una categoría</option>
              {destinos.data?.categorias.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nombre}
                </option>
              ))}
            </select>
          </div>
          <Typeahead etiqueta="Ciudad" valor={ciudad} onChange={setCiudad} buscar={buscarCiudades} minCaracteres={3} placeholder="Escribe al menos 3 letras" />
        </div>
      )}
      {accion === 'a_pedido_stock' && (
        <div className="mt-3 flex flex-col gap-1">
          <label htmlFor={ids.pedido} className={claseEtiqueta}>
            Pedido de stock
          </label>
          <select id={ids.pedido} className={claseCampo} value={pedido} onChange={(e) => setPedido(e.target.value)}>
            <option value="">Seleccione un pedido de stock</option>
            {destinos.data?.pedidosStock.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id} · {p.nombreCargo} · {p.cliente}
                {p.ciudad ? ` · ${p.ciudad}` : ''}
              </option>
            ))}
          </select>
          {destinos.data && destinos.data.pedidosStock.length === 0 && <p className="text-xs text-slate-500">No se encontraron pedidos stock</p>}
        </div>
      )}
    </Modal>
  );
}
