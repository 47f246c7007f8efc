import { EntradaComentarCliente } from '@talento/rules';
import { CajaComentario, notificar } from '@talento/ui';
import { trpc } from '../trpc';

/**
 * The box to write a comment on an order (staff see it too). Its own chunk, loaded after the order page is painted
 * (comentarios.tsx): the form library and zod are not part of the page's first load on a phone.
 */
export default function CajaComentarioPedido({ pedidoId }: { pedidoId: number }) {
  const comentar = trpc.clientePortal.comentar.useMutation({ onSuccess: (r) => notificar.exito(r.mensaje) });
  return (
    <CajaComentario
      esquemaTexto={EntradaComentarCliente.shape.texto}
      enviando={comentar.isPending}
      onEnviar={(datos) => comentar.mutateAsync({ pedidoId, texto: datos.texto })}
    />
  );
}
