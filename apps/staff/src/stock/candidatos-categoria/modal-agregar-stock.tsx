import { MENSAJES_CANDIDATOS_CATEGORIA as M } from '@talento/rules';
import { Boton, columnasDe, Modal, notificar, Spinner, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';
import type { PedidoDestino } from './tipos';

const c = columnasDe<PedidoDestino>();
const idFila = (p: PedidoDestino) => String(p.id);

/**
 * "Agregar a pedido de stock": the current stock city lines of the user's clients; one click on a line adds every
 * marked category person to it (all or nothing; the server names each refused person with the reason).
 */
export function ModalAgregarAStock({
  ids,
  onCerrar,
  onAgregados,
}: {
  /** Category rows of the marked people. */
  ids: readonly number[];
  onCerrar: () => void;
  onAgregados: () => void;
}) {
  const lineas = trpc.candidatosCategoria.lineasStock.useQuery();
  const enviar = trpc.candidatosCategoria.enviarVariosAPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onAgregados();
    },
  });
  const columnas = c.columns([
    c.accessor('id', { header: 'Pedido' }),
    c.accessor('nombreCargo', { header: 'Cargo' }),
    c.accessor('cliente', { header: 'Cliente' }),
    c.accessor('ciudad', { header: 'Ciudad', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('estadoEtiqueta', { header: 'Estado' }),
    c.display({
      id: 'agregar',
      header: 'Acción',
      cell: ({ row: { original: p } }) => (
        <Boton
          aria-label={`Agregar al pedido ${p.id}`}
          cargando={enviar.isPending && enviar.variables.pedidoId === p.id}
          disabled={enviar.isPending}
          onClick={() => enviar.mutate({ ids: [...ids], pedidoId: p.id })}
        >
          Agregar
        </Boton>
      ),
    }),
  ]);
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={
        ids.length === 1
          ? 'Agregar 1 candidato a un pedido de stock'
          : `Agregar ${ids.length} candidatos a un pedido de stock`
      }
      ancho="max-w-4xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      {lineas.isLoading || !lineas.data ? (
        <Spinner />
      ) : (
        <Tabla
          etiqueta="Líneas de pedidos de stock"
          columnas={columnas}
          datos={lineas.data}
          vacio={M.sinPedidosStock}
          idFila={idFila}
          altoLimitado={false}
        />
      )}
    </Modal>
  );
}
