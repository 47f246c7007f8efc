import { EntradaVetarCandidato, MENSAJES_VETADOS } from '@talento/rules';
import {
  CampoArea,
  CampoCatalogo,
  CampoTexto,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';

/**
 * "Vetar candidato": the person by document and the client (both required, spec 02 §5), with an optional reason.
 * The server refuses an unknown document and a repeated bar (naming who barred and when) under the fields.
 */
export function ModalVetar({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const buscadores = useBuscadores();
  const { control, register, handleSubmit, setError, formState, reset, refFormulario } = useFormulario(
    EntradaVetarCandidato,
    {
      defaultValues: { numeroDocumento: '', motivo: '' },
    },
  );
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const vetar = trpc.vetados.vetar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      cerrar();
    },
    onError: (e) => {
      // The unknown document belongs under its field; a repeated bar (who and when) and the rest go to the toast.
      if (e.message === MENSAJES_VETADOS.noEncontrado)
        setError('numeroDocumento', { type: 'server', message: e.message });
      else if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  });
  const guardar = handleSubmit((entrada) => vetar.mutate(entrada));
  return (
    <Modal abierto={abierto} onCerrar={cerrar} titulo="Vetar candidato">
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <CampoTexto
          etiqueta="Número de documento"
          requerido
          inputMode="numeric"
          {...register('numeroDocumento')}
          error={formState.errors.numeroDocumento?.message}
        />
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente"
          requerido
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={null}
        />
        <CampoArea
          etiqueta="Motivo"
          maxLength={500}
          {...register('motivo')}
          error={formState.errors.motivo?.message}
        />
        <PieFormulario texto="Vetar" onCancelar={cerrar} cargando={vetar.isPending} />
      </form>
    </Modal>
  );
}
