import { Controller } from 'react-hook-form';
import {
  CALIDAD_SOLICITANTE,
  EntradaRegistrarSolicitud,
  hoyIso,
  MEDIO_RECEPCION,
  MOTIVO_SOLICITUD,
  TIPO_SOLICITUD,
} from '@talento/rules';
import {
  CampoArea,
  CampoTexto,
  Modal,
  mostrarError,
  notificar,
  PieFormulario,
  ponerErroresDelServidor,
  propsDeControl,
  Rejilla,
  Seleccion,
  SelectorFechaIso,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';

/**
 * "Registrar solicitud": a consulta or reclamo as received (what, who asked and in which capacity, how, when). The
 * server computes the legal due date in business days and says it in the toast.
 */
export function ModalRegistrar({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const utils = trpc.useUtils();
  const { control, register, handleSubmit, setError, formState, reset, refFormulario } = useFormulario(
    EntradaRegistrarSolicitud,
    {
      defaultValues: {
        candidatoId: null,
        titularNombre: '',
        titularDocumento: '',
        solicitanteNombre: '',
        contacto: '',
        recibidaEn: hoyIso(),
        detalle: '',
      },
    },
  );
  const cerrar = () => {
    reset();
    onCerrar();
  };
  const registrar = trpc.datosPersonales.solicitudes.registrar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.solicitudes.listar.invalidate();
      cerrar();
    },
    onError: (e) => {
      if (!ponerErroresDelServidor(e, setError)) mostrarError(e);
    },
  });
  const guardar = handleSubmit((entrada) => registrar.mutate(entrada));
  const seleccion = (
    name: 'tipo' | 'motivo' | 'calidad' | 'medio',
    etiqueta: string,
    opciones: readonly { valor: string; etiqueta: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Seleccion
          etiqueta={etiqueta}
          requerido
          opciones={opciones}
          {...propsDeControl({ field, fieldState })}
        />
      )}
    />
  );
  return (
    <Modal abierto={abierto} onCerrar={cerrar} titulo="Registrar solicitud">
      <form ref={refFormulario} noValidate className="flex flex-col gap-4" onSubmit={(e) => void guardar(e)}>
        <Rejilla elemento="div" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {seleccion('tipo', 'Tipo', TIPO_SOLICITUD.opciones)}
          {seleccion('motivo', 'Qué pide', MOTIVO_SOLICITUD.opciones)}
          <CampoTexto
            etiqueta="Nombre del titular"
            requerido
            maxLength={200}
            {...register('titularNombre')}
            error={formState.errors.titularNombre?.message}
          />
          <CampoTexto
            etiqueta="Documento del titular"
            requerido
            maxLength={20}
            {...register('titularDocumento')}
            error={formState.errors.titularDocumento?.message}
          />
          <CampoTexto
            etiqueta="Quién la presenta"
            requerido
            maxLength={200}
            {...register('solicitanteNombre')}
            error={formState.errors.solicitanteNombre?.message}
          />
          {seleccion('calidad', 'En calidad de', CALIDAD_SOLICITANTE.opciones)}
          {seleccion('medio', 'Cómo se recibió', MEDIO_RECEPCION.opciones)}
          <CampoTexto
            etiqueta="Correo o teléfono de respuesta"
            requerido
            maxLength={254}
            {...register('contacto')}
            error={formState.errors.contacto?.message}
          />
          <Controller
            control={control}
            name="recibidaEn"
            render={(c) => <SelectorFechaIso etiqueta="Fecha de recibo" requerido {...propsDeControl(c)} />}
          />
        </Rejilla>
        <CampoArea
          etiqueta="Detalle de la solicitud"
          requerido
          rows={4}
          maxLength={5000}
          {...register('detalle')}
          error={formState.errors.detalle?.message}
        />
        <PieFormulario texto="Registrar" onCancelar={cerrar} cargando={registrar.isPending} />
      </form>
    </Modal>
  );
}
