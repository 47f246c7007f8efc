import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { MENSAJES_INVITACION_PRUEBAS, MENSAJES_PRUEBAS_PEDIDO, type PruebaPedido } from '@talento/rules';
import {
  CampoArea,
  Casilla,
  GrupoOpciones,
  Modal,
  notificar,
  PieConfirmacion,
  ponerErroresDelServidor,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { esquemaInvitacionEntrevista, esquemaInvitacionPruebas } from './esquema-invitacion';
import { NOMBRE_PRUEBA, PRUEBAS_INVITABLES } from './nombres-pruebas';

export interface ModalInvitarProps {
  pedidoId: number;
  /** The tests the order defines: only those are offered. */
  definidas: Readonly<Record<PruebaPedido, boolean>>;
  /** 'pruebas': bulk invitation to tests; 'entrevista': bulk video-interview scheduling. */
  modo: 'pruebas' | 'entrevista';
  /** Without PRUEBAS_URL the invitations are stored but their platform calls stay Pendiente: said before sending. */
  plataformaConfigurada?: boolean;
  /** E-mails already in the box (the people marked on the order's candidates panel), separated by "; ". */
  correosIniciales?: string;
  onCerrar: () => void;
}

const ETIQUETA_CORREOS = 'Correos (separados por punto y coma)';

/** The invitation call; the query client refreshes every screen after it and shows the generic error toast. */
function useInvitar(onCerrar: () => void) {
  return trpc.pedidos.invitarPruebas.useMutation({
    onSuccess: (filas, entrada) => {
      notificar.exito(
        entrada.pruebas === 'entrevista'
          ? MENSAJES_INVITACION_PRUEBAS.entrevistasProgramadas(filas.length)
          : MENSAJES_INVITACION_PRUEBAS.invitados(filas.length),
      );
      onCerrar();
    },
  });
}

function AvisoPlataforma({ configurada }: { configurada: boolean | undefined }) {
  if (configurada !== false) return null;
  return (
    <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfiguradaInvitaciones}
    </p>
  );
}

/** "Invitar candidatos por correo" (spec 01 §2): e-mails separated by ';' and the order's tests to take. */
function FormularioPruebas({
  pedidoId,
  definidas,
  plataformaConfigurada,
  correosIniciales = '',
  onCerrar,
}: Omit<ModalInvitarProps, 'modo'>) {
  const idFormulario = useId();
  const ofrecidas = PRUEBAS_INVITABLES.filter((p) => definidas[p]);
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    esquemaInvitacionPruebas,
    { defaultValues: { correos: correosIniciales, pruebas: [] } },
  );
  const invitar = useInvitar(onCerrar);
  const enviar = handleSubmit((d) =>
    invitar.mutate(
      { pedidoId, correos: d.correos, pruebas: d.pruebas },
      { onError: (e) => void ponerErroresDelServidor(e, setError) },
    ),
  );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Invitar candidatos por correo"
      pie={
        <PieConfirmacion
          texto="Invitar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={invitar.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <AvisoPlataforma configurada={plataformaConfigurada} />
        <CampoArea
          etiqueta={ETIQUETA_CORREOS}
          requerido
          rows={4}
          placeholder="ana@correo.co; beto@correo.co"
          {...register('correos')}
          error={formState.errors.correos?.message}
        />
        <Controller
          control={control}
          name="pruebas"
          render={({ field, fieldState }) => (
            <GrupoOpciones
              leyenda="Pruebas que debe presentar"
              requerido
              error={fieldState.error?.message}
              ref={field.ref}
            >
              {(aria) => (
                <div className="grid gap-1 sm:grid-cols-3">
                  {ofrecidas.map((p) => (
                    <Casilla
                      key={p}
                      etiqueta={NOMBRE_PRUEBA[p]}
                      valor={field.value.includes(p)}
                      onChange={(si) =>
                        field.onChange(si ? [...field.value, p] : field.value.filter((x) => x !== p))
                      }
                      {...aria}
                    />
                  ))}
                </div>
              )}
            </GrupoOpciones>
          )}
        />
      </form>
    </Modal>
  );
}

/** "Programar video entrevistas" (spec 01 §2 bulk video-interview scheduling): e-mails separated by ';'. */
function FormularioEntrevista({
  pedidoId,
  plataformaConfigurada,
  correosIniciales = '',
  onCerrar,
}: Omit<ModalInvitarProps, 'modo' | 'definidas'>) {
  const idFormulario = useId();
  const { register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    esquemaInvitacionEntrevista,
    { defaultValues: { correos: correosIniciales } },
  );
  const invitar = useInvitar(onCerrar);
  const enviar = handleSubmit((d) =>
    invitar.mutate(
      { pedidoId, correos: d.correos, pruebas: 'entrevista' },
      { onError: (e) => void ponerErroresDelServidor(e, setError) },
    ),
  );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo="Programar video entrevistas"
      pie={
        <PieConfirmacion
          texto="Programar"
          formulario={idFormulario}
          onCancelar={onCerrar}
          cargando={invitar.isPending}
        />
      }
    >
      <form
        ref={refFormulario}
        id={idFormulario}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <AvisoPlataforma configurada={plataformaConfigurada} />
        <CampoArea
          etiqueta={ETIQUETA_CORREOS}
          requerido
          rows={4}
          placeholder="ana@correo.co; beto@correo.co"
          {...register('correos')}
          error={formState.errors.correos?.message}
        />
      </form>
    </Modal>
  );
}

/** The invitation modal of an order's tests, in either mode; loaded lazily by the order detail and `/pedido-programados`. */
export default function ModalInvitar({ modo, ...props }: ModalInvitarProps) {
  return modo === 'entrevista' ? <FormularioEntrevista {...props} /> : <FormularioPruebas {...props} />;
}
