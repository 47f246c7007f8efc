import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EntradaComentarEntrevista,
  MENSAJES,
  MENSAJES_HV_RESUMEN as M,
  mensajeDeError,
} from '@talento/rules';
import { aErrorDeServidor, AreaTexto, avisarPrimerError, Boton, notificar } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { CalificacionHv } from './tipos';
import { VideoEntrevista } from './video-entrevista';

type EntrevistaHv = CalificacionHv['entrevistas'][number];

/** Flag of `hojasDeVida.comentarEntrevista` (the spec gives none: the CV's comments and marks use the same). */
const PERMISO_COMENTAR_ENTREVISTA = 'read_hojadevida';

/**
 * One video-interview answer of a rating: question, video link and date (or "El video fue borrado por antiguedad."),
 * comment, and "Editar comentario" opening an inline text area with Guardar/Cancelar (spec 03 §7). Saving
 * sends the version read when the editor opened: if someone saved in between, the server answers CONFLICT.
 */
export function EntrevistaVideo({ entrevista: e }: { entrevista: EntrevistaHv }) {
  const { permisos } = useUsuario();
  const puedeEditar = permisos.includes(PERMISO_COMENTAR_ENTREVISTA);
  const [editando, setEditando] = useState(false);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(EntradaComentarEntrevista),
    defaultValues: { id: e.id, version: e.version, comentario: '' },
  });
  const guardar = trpc.hojasDeVida.comentarEntrevista.useMutation({
    onSuccess: () => {
      notificar.exito(M.comentarioEntrevistaGuardado);
      setEditando(false);
    },
    onError: (falla) => {
      const { titulo, detalle } = mensajeDeError(aErrorDeServidor(falla));
      const explicacion = detalle.join(' ') || titulo;
      // The server's reason (a conflict, a refused text) belongs to the comment being edited.
      setError('comentario', { type: 'server', message: explicacion });
      notificar.error(M.errorComentarioEntrevista, explicacion);
    },
  });

  const abrir = () => {
    // The version read now is the one sent: a save by someone else in between answers CONFLICT.
    reset({ id: e.id, version: e.version, comentario: e.comentario ?? '' });
    setEditando(true);
  };
  const enviar = handleSubmit((datos) => guardar.mutate(datos), avisarPrimerError);

  return (
    <li aria-label={`Entrevista ${e.orden}`}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span>
          {e.orden}. {e.pregunta ?? 'Pregunta'}: <VideoEntrevista video={e.video} fecha={e.fecha} />
          {e.comentario && !editando && ` · ${e.comentario}`}
        </span>
        {!editando && (
          <Boton
            variante="texto"
            className="px-1 py-0 text-xs"
            disabled={!puedeEditar}
            title={puedeEditar ? undefined : MENSAJES.shell.sinPermisos}
            aria-label={`Editar comentario de la entrevista ${e.orden}`}
            onClick={abrir}
          >
            Editar comentario
          </Boton>
        )}
      </div>
      {editando && (
        <div className="mt-1 flex flex-col gap-2">
          <Controller
            control={control}
            name="comentario"
            render={({ field, fieldState }) => (
              <AreaTexto
                etiqueta={`Comentario de la entrevista ${e.orden}`}
                name={field.name}
                valor={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                maxLength={1000}
                aria-required="true"
                autoFocus
                onKeyDown={(k) => {
                  if (k.key === 'Escape') setEditando(false);
                }}
              />
            )}
          />
          <div className="flex gap-2">
            <Boton className="px-2 py-1" cargando={guardar.isPending} onClick={() => void enviar()}>
              Guardar
            </Boton>
            <Boton
              variante="texto"
              className="px-1 py-1"
              disabled={guardar.isPending}
              onClick={() => setEditando(false)}
            >
              Cancelar
            </Boton>
          </div>
        </div>
      )}
    </li>
  );
}
