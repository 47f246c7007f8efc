import { useState } from 'react';
import { EntradaComentario, MENSAJES_CARGA_PEDIDO } from '@talento/rules';
import { EstadoVacio, FallaDeCarga, FormularioComentario, ItemComentario, notificar, Seccion, Spinner, useAvisoDeFalla, validarConAviso } from '@talento/ui';
import { trpc } from '../../trpc';

/** Comments: textarea, "Visible por el cliente", Enviar; list newest first with date and author. */
export function PanelComentarios({ pedidoId }: { pedidoId: number }) {
  const [texto, setTexto] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lista = trpc.pedidos.comentarios.useQuery({ id: pedidoId }, { meta: { silencioso: true } });
  useAvisoDeFalla(lista.error, MENSAJES_CARGA_PEDIDO.comentarios);
  const comentar = trpc.pedidos.comentar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      setTexto('');
      setVisible(false);
    },
  });

  const enviar = () => {
    const datos = validarConAviso(
      EntradaComentario,
      { id: pedidoId, texto, visibleCliente: visible },
      setError,
    );
    if (datos) comentar.mutate(datos);
  };

  return (
    <Seccion titulo="Comentarios">
      <FormularioComentario
        texto={texto}
        onTexto={setTexto}
        error={error}
        visible={visible}
        onVisible={setVisible}
        enviando={comentar.isPending}
        onEnviar={enviar}
      />
      <div className="mt-5">
        {lista.isLoading ? (
          <Spinner />
        ) : lista.isError ? (
          <FallaDeCarga mensaje={MENSAJES_CARGA_PEDIDO.comentarios} />
        ) : (lista.data ?? []).length === 0 ? (
          <EstadoVacio mensaje="El pedido no tiene comentarios." />
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Lista de comentarios">
            {(lista.data ?? []).map((c) => (
              <ItemComentario
                key={c.id}
                texto={c.texto}
                fecha={c.fecha}
                autor={c.autor}
                etiqueta={c.visibilidadEtiqueta}
                resaltar={c.visibilidad === 0}
              />
            ))}
          </ul>
        )}
      </div>
    </Seccion>
  );
}
