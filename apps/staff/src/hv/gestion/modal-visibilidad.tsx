import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { EntradaVisibilidadRequisitos, formatoFecha } from '@talento/rules';
import {
  avisarPrimerError,
  Casilla,
  GrupoOpciones,
  mensajeCampo,
  mostrarError,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { Modal } from './modal';
import type { RequisitoPersona } from './tipos';

/** "Requerimientos visibles para el cliente": tick the results the client portal may show. */
export function ModalVisibilidad({
  candidatoId,
  requisitos,
  onCerrar,
}: {
  candidatoId: number;
  requisitos: RequisitoPersona[];
  onCerrar: () => void;
}) {
  const idFormulario = useId();
  const { control, handleSubmit, setError, formState, refFormulario } = useFormulario(
    EntradaVisibilidadRequisitos,
    {
      defaultValues: { candidatoId, visibles: requisitos.filter((r) => r.esVisibleCliente).map((r) => r.id) },
    },
  );
  const guardar = trpc.hojasDeVida.visibilidadRequisitos.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onCerrar();
    },
    onError: (e) => {
      // 'visibles.3' (one id refused) is shown by the whole list.
      ponerErroresDelServidor(e, setError, {
        campo: (ruta) => (ruta.startsWith('visibles') ? 'visibles' : null),
      });
      mostrarError(e);
    },
  });
  const enviar = handleSubmit((datos) => guardar.mutate(datos), avisarPrimerError);
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Requerimientos visibles para el cliente"
      pie={
        <PieConfirmacion
          texto="Guardar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={guardar.isPending}
        />
      }
    >
      <form ref={refFormulario} id={idFormulario} noValidate onSubmit={(e) => void enviar(e)}>
        <Controller
          control={control}
          name="visibles"
          render={({ field }) => (
            <GrupoOpciones
              leyenda="Resultados que el cliente puede ver"
              error={mensajeCampo(formState.errors, 'visibles')}
              ref={field.ref}
              className="gap-2"
            >
              {(aria) =>
                requisitos.map((r) => (
                  <Casilla
                    key={r.id}
                    {...aria}
                    etiqueta={`${r.nombre} · ${formatoFecha(r.fechaRealizacion)} · ${r.resultadoEtiqueta}`}
                    valor={field.value.includes(r.id)}
                    onChange={(si) =>
                      field.onChange(si ? [...field.value, r.id] : field.value.filter((id) => id !== r.id))
                    }
                    onBlur={field.onBlur}
                  />
                ))
              }
            </GrupoOpciones>
          )}
        />
      </form>
    </Modal>
  );
}
