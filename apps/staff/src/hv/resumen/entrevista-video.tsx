import { useState } from 'react';
import { EntradaComentarEntrevista, MENSAJES, MENSAJES_HV_RESUMEN as M, mensajeDeError } from '@talento/rules';
import { aErrorDeServidor, AreaTexto, Boton, notificar, validarConAviso } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { CalificacionHv } from './tipos';

type EntrevistaHv = CalificacionHv['entrevistas'][number];

/** Flag of `hojasDeVida.comentarEntrevista` (the spec gives none: the CV's comments and marks use the same). */
const PERMISO_COMENTAR_ENTREVISTA = 'read_hojadevida';

/**
 * One video-interview answer of a rating: question, video link (or "El video fue borrado por antiguedad."),
 * comment, and "Editar comentario" opening an inline text area with Guardar/Cancelar (spec 03 §7). Saving
 * sends the version read when the editor opened: if someone saved in between, the server answers CONFLICT.
 */
export function EntrevistaVideo({ entrevista: e }: { entrevista: EntrevistaHv }) {
  const { permisos } = useUsuario();
  const puedeEditar = permisos.includes(PERMISO_COMENTAR_ENTREVISTA);
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState('');
  const [versionLeida, setVersionLeida] = useState(e.version);
  const [error, setError] = useState<string | null>(null);
  const guardar = trpc.hojasDeVida.comentarEntrevista.useMutation({
    onSuccess: () => {
      notificar.exito(M.comentarioEntrevistaGuardado);
      setEditando(false);
    },
    onError: (falla) => {
      const { titulo, detalle } = mensajeDeError(aErrorDeServidor(falla));
      const explicacion = detalle.join(' ') || titulo;
      setError(explicacion);
      notificar.error(M.errorComentarioEntrevista, explicacion);
    },
  });

  const abrir = () => {
    setTexto(e.comentario ?? '');
    setVersionLeida(e.version);
    setError(null);
    setEditando(true);
  };
  const enviar = () => {
    const datos = validarConAviso(EntradaComentarEntrevista, { id: e.id, version: versionLeida, comentario: texto }, setError);
    if (datos) guardar.mutate(datos);
  };

  return (
    <li aria-label={`Entrevista ${e.orden}`}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span>
          {e.orden}. {e.pregunta ?? 'Pregunta'}:{' '}
          {e.video ? <a href={e.video} target="_blank" rel="noreferrer noopener" className="text-marca-700 underline">Ver video</a> : M.videoBorrado}
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
          <AreaTexto
            etiqueta={`Comentario de la entrevista ${e.orden}`}
            valor={texto}
            onChange={setTexto}
            error={error}
            maxLength={1000}
            autoFocus
            onKeyDown={(k) => {
              if (k.key === 'Escape') setEditando(false);
            }}
          />
          <div className="flex gap-2">
            <Boton className="px-2 py-1" cargando={guardar.isPending} onClick={enviar}>
              Guardar
            </Boton>
            <Boton variante="texto" className="px-1 py-1" disabled={guardar.isPending} onClick={() => setEditando(false)}>
              Cancelar
            </Boton>
          </div>
        </div>
      )}
    </li>
  );
}
