import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { EntradaAgregarVariosAPedido, MENSAJES_PIPELINE } from '@talento/rules';
import {
  aErrorDeServidor,
  avisarPrimerError,
  Boton,
  mostrarError,
  Modal,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { ResultadoAgregarVarios, type ResultadoCandidato } from './resultado-agregar-varios';
import { SelectorPedido } from './selector-pedido';

export interface CandidatoMarcado {
  id: number;
  nombre: string;
}

/**
 * "Agregar a pedido (N)" of the searches: one order is chosen and each marked person is added to it by the server,
 * each on their own (`hojasDeVida.agregarVariosAPedido`); then the modal lists what happened to each one and a toast
 * sums it up.
 */
export function ModalAgregarVarios({
  candidatos,
  onCerrar,
  onAgregados,
}: {
  candidatos: readonly CandidatoMarcado[];
  onCerrar: () => void;
  /** After the server answered (some may have been added): the page clears its selection. */
  onAgregados: () => void;
}) {
  const idFormulario = useId();
  const [resultados, setResultados] = useState<readonly ResultadoCandidato[] | null>(null);
  const { control, handleSubmit, setError, refFormulario } = useFormulario(EntradaAgregarVariosAPedido, {
    defaultValues: { candidatoIds: candidatos.map((c) => c.id), pedidoId: undefined },
  });
  const agregar = trpc.hojasDeVida.agregarVariosAPedido.useMutation({
    onSuccess: (r) => {
      if (r.resultados.every((x) => x.agregado)) notificar.exito(r.mensaje);
      else notificar.aviso(r.mensaje);
      setResultados(r.resultados);
      onAgregados();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      const { status, detalle } = aErrorDeServidor(e);
      if (status === 400 && detalle) notificar.error(MENSAJES_PIPELINE.errorAgregar, detalle);
      else mostrarError(e);
    },
  });
  const guardar = handleSubmit((datos) => agregar.mutate(datos), avisarPrimerError);
  const titulo =
    candidatos.length === 1
      ? 'Agregar 1 candidato a un pedido'
      : `Agregar ${candidatos.length} candidatos a un pedido`;

  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={titulo}
      pie={
        resultados ? (
          <Boton onClick={onCerrar}>Cerrar</Boton>
        ) : (
          <PieConfirmacion
            texto="Agregar"
            formulario={idFormulario}
            onCancelar={onCerrar}
            cargando={agregar.isPending}
          />
        )
      }
    >
      {resultados ? (
        <ResultadoAgregarVarios
          resultados={resultados}
          nombres={new Map(candidatos.map((c) => [c.id, c.nombre]))}
        />
      ) : (
        <form ref={refFormulario} id={idFormulario} noValidate onSubmit={(e) => void guardar(e)}>
          <p className="mb-3 text-sm text-slate-600">{candidatos.map((c) => c.nombre).join(', ')}</p>
          <Controller
            control={control}
            name="pedidoId"
            render={({ field, fieldState }) => (
              <SelectorPedido
                valor={field.value}
                onCambiar={field.onChange}
                error={fieldState.error?.message}
                refCampo={field.ref}
              />
            )}
          />
        </form>
      )}
    </Modal>
  );
}
