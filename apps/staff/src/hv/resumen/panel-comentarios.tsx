import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EntradaComentarHv, MENSAJES_HV_RESUMEN as M } from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  EstadoVacio,
  FormularioComentario,
  ItemComentario,
  notificar,
  ponerErroresDelServidor,
  Seccion,
  Spinner,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useAvisoError } from './aviso-error';

/** Comments widget: text area, "Visible por el cliente", Enviar; list newest first with date and author. */
export function PanelComentarios({ candidatoId }: { candidatoId: number }) {
  const vacio = { candidatoId, comentario: '', visibleCliente: false };
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(EntradaComentarHv),
    defaultValues: vacio,
  });
  const texto = useController({ control, name: 'comentario' });
  const visible = useController({ control, name: 'visibleCliente' });
  const lista = trpc.hojasDeVida.comentarios.useQuery({ candidatoId }, { meta: { silencioso: true } });
  useAvisoError(lista.error, M.errorComentarios);
  const comentar = trpc.hojasDeVida.comentar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      reset(vacio);
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      notificar.error(M.errorAgregarComentario, aErrorDeServidor(e).detalle);
    },
  });
  const enviar = handleSubmit((datos) => comentar.mutate(datos), avisarPrimerError);

  return (
    <Seccion titulo="Comentarios">
      <FormularioComentario
        texto={texto.field.value}
        onTexto={texto.field.onChange}
        error={texto.fieldState.error?.message}
        visible={visible.field.value ?? false}
        onVisible={visible.field.onChange}
        enviando={comentar.isPending}
        onEnviar={() => void enviar()}
      />
      <div className="mt-5">
        {lista.isLoading ? (
          <Spinner />
        ) : lista.isError ? (
          <EstadoVacio mensaje={M.errorComentarios} />
        ) : (lista.data ?? []).length === 0 ? (
          <EstadoVacio mensaje={M.sinComentarios} />
        ) : (
          <ul
            className="flex max-h-96 flex-col gap-3 overflow-y-auto"
            aria-label="Lista de comentarios"
            tabIndex={0}
          >
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
