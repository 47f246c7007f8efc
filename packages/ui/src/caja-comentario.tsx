import { useMemo } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { CampoArea } from './area-texto';
import { Boton } from './boton';
import { Casilla } from './campos-formulario';
import { ponerErroresDelServidor } from './errores-servidor';
import { notificar } from './notificaciones';
import { useFormulario } from './use-formulario';

export interface ComentarioEscrito {
  texto: string;
  visibleCliente: boolean;
}

export interface CajaComentarioProps {
  /** The text leaf of the procedure's shared schema (its Spanish messages: required, too long). */
  esquemaTexto: z.ZodType<string, string>;
  /** Staff panels offer "Visible por el cliente"; the client portal does not. */
  conVisibilidad?: boolean;
  enviando: boolean;
  /** Sends the comment; on success the box is emptied, on a refused input its message goes under the text. */
  onEnviar: (comentario: ComentarioEscrito) => Promise<unknown>;
}

const primerMensaje = (errores: FieldErrors<ComentarioEscrito>) =>
  errores.texto?.message ?? errores.visibleCliente?.message;

/**
 * The comment box of both portals (react-hook-form over the shared schema): text, optionally "Visible por el
 * cliente", and Enviar. A failed check shows its message under the text and as a toast.
 */
export function CajaComentario({
  esquemaTexto,
  conVisibilidad = false,
  enviando,
  onEnviar,
}: CajaComentarioProps) {
  const esquema = useMemo(
    () => z.object({ texto: esquemaTexto, visibleCliente: z.boolean() }),
    [esquemaTexto],
  );
  const { control, register, handleSubmit, reset, setError, formState, refFormulario } = useFormulario(
    esquema,
    {
      defaultValues: { texto: '', visibleCliente: false },
    },
  );
  const enviar = handleSubmit(
    async (datos) => {
      try {
        await onEnviar(datos);
        reset();
      } catch (error) {
        ponerErroresDelServidor(error, setError, { campo: (ruta) => (ruta === 'texto' ? 'texto' : null) });
      }
    },
    (errores) => {
      const mensaje = primerMensaje(errores);
      if (mensaje) notificar.error(mensaje);
    },
  );
  return (
    <form ref={refFormulario} noValidate className="flex flex-col gap-2" onSubmit={(e) => void enviar(e)}>
      <CampoArea
        etiqueta="Comentario"
        requerido
        {...register('texto')}
        error={formState.errors.texto?.message}
      />
      <div className={`flex items-center gap-2 ${conVisibilidad ? 'justify-between' : 'justify-end'}`}>
        {conVisibilidad && (
          <Controller
            control={control}
            name="visibleCliente"
            render={({ field }) => (
              <Casilla
                etiqueta="Visible por el cliente"
                valor={field.value}
                onChange={field.onChange}
                ref={field.ref}
              />
            )}
          />
        )}
        <Boton type="submit" cargando={enviando}>
          Enviar
        </Boton>
      </div>
    </form>
  );
}
