import { useState } from 'react';
import { EntradaComentarHv, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import {
  aErrorDeServidor,
  EstadoVacio,
  FormularioComentario,
  ItemComentario,
  notificar,
  Spinner,
  validarConAviso,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useAvisoError } from './aviso-error';
import { Seccion } from './dato';

/** Comments widget: text area, "Visible por el cliente", Enviar; list newest first with date and author. */
export function PanelComentarios({ candidatoId }: { candidatoId: number }) {
  const [texto, setTexto] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lista = trpc.hojasDeVida.comentarios.useQuery({ candidatoId }, { meta: { silencioso: true } });
  useAvisoError(lista.error, M.errorComentarios);
  const comentar = trpc.hojasDeVida.comentar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      setTexto('');
      setVisible(false);
    },
    onError: (e) => notificar.error(M.errorAgregarComentario, aErrorDeServidor(e).detalle),
  });

  const enviar = () => {
    const datos = validarConAviso(
      EntradaComentarHv,
      { candidatoId, comentario: texto, visibleCliente: visible },
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
          <EstadoVacio mensaje={M.errorComentarios} />
        ) : (lista.data ?? []).length === 0 ? (
          <EstadoVacio mensaje={M.sinComentarios} />
        ) : (
          <ul className="flex max-h-96 flex-col gap-3 overflow-y-auto" aria-label="Lista de comentarios" tabIndex={0}>
            {(lista.data ?? []).map((c) => (
              <ItemComentario
                key={c.id}
                texto={c.comentario}
                fecha={c.fecha}
                autor={c.autor}
                etiqueta={c.visibleCliente ? 'Visible por el cliente' : null}
                resaltar
              />
            ))}
          </ul>
        )}
      </div>
    </Seccion>
  );
}
