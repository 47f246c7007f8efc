import { useId } from 'react';
import { EntradaInvitarCorreo, PRUEBA_DIGITAL, PRUEBAS_INVITACION } from '@talento/rules';
import { Boton, CampoArea, notificar, ponerErroresDelServidor, useFormulario } from '@talento/ui';
import { trpc } from '../../../trpc';
import { Modal } from './modal';

export interface ModalInvitarCorreoProps {
  pedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
}

/** The shared input without the order (the modal knows it): ';'-separated addresses and the optional tests. */
const CamposInvitacion = EntradaInvitarCorreo.omit({ pedidoId: true });

/** "Invitar candidatos por correo": ';'-separated addresses, optional tests, one invitation each (spec 01 §2, §5). */
export function ModalInvitarCorreo({ pedidoId, abierto, onCerrar }: ModalInvitarCorreoProps) {
  const idFormulario = useId();
  const { register, handleSubmit, reset, setError, formState, refFormulario } = useFormulario(
    CamposInvitacion,
    {
      defaultValues: { correos: '', pruebas: {} },
    },
  );
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const invitar = trpc.candidatosPedido.invitarPorCorreo.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.msj);
      cerrar();
    },
    onError: (e) => ponerErroresDelServidor(e, setError),
  });

  const enviar = handleSubmit(
    (datos) => invitar.mutate({ pedidoId, ...datos }),
    (errores) => {
      if (errores.correos?.message) notificar.error(errores.correos.message);
    },
  );

  return (
    <Modal
      abierto={abierto}
      onCerrar={cerrar}
      titulo="Invitar candidatos por correo"
      pie={
        <>
          <Boton variante="secundario" onClick={cerrar}>
            Cancelar
          </Boton>
          <Boton type="submit" form={idFormulario} cargando={invitar.isPending}>
            Enviar
          </Boton>
        </>
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <div className="flex flex-col gap-1">
          <CampoArea
            etiqueta="Correos (separados por punto y coma ;)"
            requerido
            rows={4}
            placeholder="ana@correo.com; pedro@correo.com"
            {...register('correos')}
            error={formState.errors.correos?.message}
          />
          <p className="text-xs text-slate-500">
            Cada persona recibe una invitación para ingresar su hoja de vida en el portal de candidatos.
          </p>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">Programar pruebas (opcional)</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {PRUEBAS_INVITACION.map((p) => (
              <label key={p} className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" {...register(`pruebas.${p}`)} />
                {PRUEBA_DIGITAL.etiqueta(p)}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
