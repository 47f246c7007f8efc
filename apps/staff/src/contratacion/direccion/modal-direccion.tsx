import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { EsquemaDireccion, TIPO_DIRECCION } from '@talento/rules';
import {
  CampoTexto,
  EstadoVacio,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  propsDeControl,
  Rejilla,
  Seleccion,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { DireccionCandidato as Direccion } from '../tipos';

export interface ModalDireccionProps {
  candidatoPedidoId: number;
  abierto: boolean;
  onCerrar: () => void;
}

/**
 * "Change candidate address" (spec 01 §2, §3 Address): rural needs the rural address, urban the street and
 * neighbourhood, other its text; the server validates with the same schema (`EsquemaDireccion`). Loaded lazily.
 */
export default function ModalDireccion({ candidatoPedidoId, abierto, onCerrar }: ModalDireccionProps) {
  const consulta = trpc.contratacion.direccion.useQuery({ candidatoPedidoId }, { enabled: abierto });
  return (
    <Modal abierto={abierto} onCerrar={onCerrar} titulo="Cambiar dirección del candidato">
      {consulta.isError && <EstadoVacio mensaje="No fue posible traer la dirección del candidato." />}
      {!consulta.data && !consulta.isError && <Spinner />}
      {consulta.data && (
        <Formulario candidatoPedidoId={candidatoPedidoId} actual={consulta.data} onCerrar={onCerrar} />
      )}
    </Modal>
  );
}

function Formulario({
  candidatoPedidoId,
  actual,
  onCerrar,
}: {
  candidatoPedidoId: number;
  actual: Direccion;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const form = useFormulario(EsquemaDireccion, {
    defaultValues: { ...actual, tipoDireccion: actual.tipoDireccion ?? undefined },
  });
  const { control, register, handleSubmit, setError, formState, watch, reset, refFormulario } = form;
  useEffect(
    () => reset({ ...actual, tipoDireccion: actual.tipoDireccion ?? undefined }, { keepDirtyValues: true }),
    [actual, reset],
  );
  const cambiar = trpc.contratacion.cambiarDireccion.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.contratacion.direccion.invalidate({ candidatoPedidoId });
      onCerrar();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError, { campo: (ruta) => ruta.replace(/^direccion\./, '') });
      mostrarError(e);
    },
  });
  const tipo = watch('tipoDireccion');
  const e = formState.errors;
  const guardar = handleSubmit((direccion) => cambiar.mutate({ candidatoPedidoId, direccion }));
  return (
    <form ref={refFormulario} noValidate onSubmit={(ev) => void guardar(ev)} className="flex flex-col gap-4">
      <Rejilla elemento="div" etiqueta="Datos de la dirección">
        <Controller
          control={control}
          name="tipoDireccion"
          render={(c) => (
            <Seleccion
              etiqueta="Tipo de dirección"
              requerido
              {...propsDeControl(c)}
              valor={c.field.value ?? ''}
              onChange={(v) => c.field.onChange(v === '' ? undefined : Number(v))}
              opciones={TIPO_DIRECCION.opciones}
              vacia="Seleccione"
            />
          )}
        />
        {tipo === 1 && (
          <CampoTexto
            etiqueta="Dirección rural"
            requerido
            {...register('direccionRural')}
            error={e.direccionRural?.message}
          />
        )}
        {tipo === 2 && (
          <CampoTexto
            etiqueta="Dirección"
            requerido
            {...register('direccionCadena')}
            error={e.direccionCadena?.message}
          />
        )}
        {tipo === 2 && (
          <CampoTexto
            etiqueta="Barrio"
            requerido
            {...register('direccionBarrio')}
            error={e.direccionBarrio?.message}
          />
        )}
        {tipo === 3 && (
          <CampoTexto
            etiqueta="Otra dirección"
            requerido
            {...register('direccionOtra')}
            error={e.direccionOtra?.message}
          />
        )}
        <CampoTexto etiqueta="Zona" {...register('direccionZona')} error={e.direccionZona?.message} />
        <CampoTexto
          etiqueta="Datos adicionales"
          {...register('direccionAdicional')}
          error={e.direccionAdicional?.message}
        />
      </Rejilla>
      <PieFormulario texto="Guardar dirección" onCancelar={onCerrar} cargando={cambiar.isPending} />
    </form>
  );
}
