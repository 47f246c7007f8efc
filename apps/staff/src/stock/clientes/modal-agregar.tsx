import { EntradaClienteStock, MENSAJES_CLIENTES_STOCK, STOCK_LIMITES } from '@talento/rules';
import {
  CampoCatalogo,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';

/** "Agregar cliente" to stock: a client is required; one already in stock is refused under the field. */
export function ModalAgregarCliente({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const { control, handleSubmit, setError, reset, refFormulario } = useFormulario(EntradaClienteStock);
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const agregar = trpc.stockClientes.agregar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.stockClientes.listar.invalidate();
      cerrar();
    },
    onError: (e) => {
      if (e.message === MENSAJES_CLIENTES_STOCK.yaEnStock)
        setError('clienteId', { type: 'server', message: e.message });
      else if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  });
  const guardar = handleSubmit((entrada) => agregar.mutate(entrada));
  return (
    <Modal abierto={abierto} onCerrar={cerrar} titulo="Agregar cliente a stock">
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          requerido
          buscar={buscadores.clientes}
          minCaracteres={STOCK_LIMITES.minCaracteresBusquedaCliente}
          inicial={null}
        />
        <PieFormulario texto="Agregar" onCancelar={cerrar} cargando={agregar.isPending} />
      </form>
    </Modal>
  );
}
