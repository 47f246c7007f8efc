import { Controller } from 'react-hook-form';
import { FormularioContacto, MENSAJES_ENVIO } from '@talento/rules';
import { Boton, CampoTexto, Casilla, notificar, ponerErroresDelServidor, useFormulario } from '@talento/ui';
import { trpc } from '../../../trpc';

export interface ContactoEditable {
  id?: number;
  nombre: string;
  correo: string;
  enviar: boolean;
}

/** Inline form to add or edit a contact of the order's client; "Formulario invalido." plus field messages. */
export function FormularioContactoCliente({
  pedidoId,
  inicial,
  onGuardado,
  onCancelar,
}: {
  pedidoId: number;
  inicial: ContactoEditable;
  onGuardado: (id: number) => void;
  onCancelar: () => void;
}) {
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    FormularioContacto,
    {
      defaultValues: { nombre: inicial.nombre, correo: inicial.correo, enviar: inicial.enviar },
    },
  );
  const guardar = trpc.candidatosPedido.guardarContacto.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onGuardado(r.contacto.id);
    },
    onError: (e) => ponerErroresDelServidor(e, setError),
  });

  const enviar = handleSubmit(
    (datos) => guardar.mutate({ ...(inicial.id ? { id: inicial.id } : {}), pedidoId, ...datos }),
    () => notificar.error(MENSAJES_ENVIO.formularioInvalido),
  );

  return (
    <div
      className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label="Formulario de contacto"
      role="group"
    >
      <form ref={refFormulario} noValidate onSubmit={(e) => void enviar(e)}>
        <div className="grid gap-3 sm:grid-cols-2">
          <CampoTexto
            etiqueta="Nombre"
            requerido
            {...register('nombre')}
            error={formState.errors.nombre?.message}
          />
          <CampoTexto
            etiqueta="Correo"
            requerido
            type="email"
            {...register('correo')}
            error={formState.errors.correo?.message}
          />
        </div>
        <div className="mt-2">
          <Controller
            control={control}
            name="enviar"
            render={({ field }) => (
              <Casilla
                etiqueta="Seleccionado por defecto para enviar"
                valor={field.value ?? true}
                onChange={field.onChange}
                ref={field.ref}
              />
            )}
          />
        </div>
        <div className="mt-3 flex justify-end gap-2">
          <Boton variante="secundario" onClick={onCancelar}>
            Cancelar
          </Boton>
          <Boton type="submit" cargando={guardar.isPending}>
            Guardar contacto
          </Boton>
        </div>
      </form>
    </div>
  );
}
