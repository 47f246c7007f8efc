import { MENSAJES_CANDIDATOS_CATEGORIA as M } from '@talento/rules';
import { Boton, columnasDe, Modal, notificar, Seccion, Spinner, Tabla } from '@talento/ui';
import { trpc } from '../../trpc';
import type { FilaCandidatoCategoria, PedidoDestino } from './tipos';

const c = columnasDe<PedidoDestino>();
const idFila = (p: PedidoDestino) => String(p.id);

/**
 * "Enviar a pedido": the current orders and stock orders the person may join (the user's clients, states 2–4, no
 * client that barred them); sending adds them like "Agregar" and takes them out of the category.
 */
export function ModalEnviar({ fila, onCerrar }: { fila: FilaCandidatoCategoria; onCerrar: () => void }) {
  const utils = trpc.useUtils();
  const destinos = trpc.candidatosCategoria.pedidosCompatibles.useQuery({ id: fila.id });
  const enviar = trpc.candidatosCategoria.enviarAPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.candidatosCategoria.listar.invalidate();
      onCerrar();
    },
  });
  const columnas = c.columns([
    c.accessor('id', { header: 'Pedido' }),
    c.accessor('nombreCargo', { header: 'Cargo' }),
    c.accessor('cliente', { header: 'Cliente' }),
    c.accessor('ciudad', { header: 'Ciudad', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('estadoEtiqueta', { header: 'Estado' }),
    c.display({
      id: 'enviar',
      header: 'Acción',
      cell: ({ row: { original: p } }) => (
        <Boton
          aria-label={`Enviar al pedido ${p.id}`}
          cargando={enviar.isPending && enviar.variables.pedidoId === p.id}
          onClick={() => enviar.mutate({ id: fila.id, pedidoId: p.id })}
        >
          Enviar
        </Boton>
      ),
    }),
  ]);
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`Enviar a ${fila.nombre} a un pedido`}
      ancho="max-w-4xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      {destinos.isLoading || !destinos.data ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-4">
          <Seccion titulo="Pedidos vigentes">
            <Tabla
              etiqueta="Pedidos vigentes compatibles"
              columnas={columnas}
              datos={destinos.data.pedidosVigentes}
              vacio={M.sinPedidosVigentes}
              idFila={idFila}
              altoLimitado={false}
            />
          </Seccion>
          <Seccion titulo="Pedidos stock">
            <Tabla
              etiqueta="Pedidos stock compatibles"
              columnas={columnas}
              datos={destinos.data.pedidosStock}
              vacio={M.sinPedidosStock}
              idFila={idFila}
              altoLimitado={false}
            />
          </Seccion>
        </div>
      )}
    </Modal>
  );
}
