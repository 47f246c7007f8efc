import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { Boton, DialogoConfirmacion, notificar, ponerErroresDelServidor, resolverDeValidacion, useFocoEnPrimerError } from '@talento/ui';
import {
  ESTADO_PEDIDO,
  ESTADOS_PEDIDO_EDITABLES,
  MENSAJES_PEDIDOS,
  maquinaPedido,
  validarFormularioPedido,
  type CamposPedido,
} from '@talento/rules';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import {
  aBorrador,
  campoDelFormulario,
  type ConfiguracionFormulario,
  type PedidoFormulario,
  type PerfilFormulario,
  type ValoresPedido,
} from './valores';
import { ResumenFechas } from './resumen-fechas';
import { SeccionCliente } from './seccion-cliente';
import { SeccionCondiciones } from './seccion-condiciones';
import { SeccionJornada } from './seccion-jornada';
import { SeccionLineas } from './seccion-lineas';

interface Props {
  modo: 'crear' | 'editar';
  config: ConfiguracionFormulario;
  inicial: ValoresPedido;
  /** Edit: the order; duplicate: the source order. */
  pedido?: PedidoFormulario;
}

/** The native order form: create, duplicate (create pre-filled from another order), edit and approve. */
export function FormularioPedido({ modo, config, inicial, pedido }: Props) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const [confirmar, setConfirmar] = useState(false);
  const crear = trpc.pedidos.crear.useMutation();
  const editar = trpc.pedidos.editar.useMutation();
  const aprobar = trpc.pedidos.aprobar.useMutation();
  // The whole validation of the screen (rules' validarFormularioPedido: every message at once, hours and the
  // entry-date window included), each message under the field that shows it.
  const resolver = useMemo(
    () =>
      resolverDeValidacion<ValoresPedido, CamposPedido>(
        (valores) => validarFormularioPedido(aBorrador(valores, config.smmlv), new Date()),
        campoDelFormulario,
      ),
    [config.smmlv],
  );
  const form = useForm<ValoresPedido, unknown, CamposPedido>({
    defaultValues: inicial,
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const refFormulario = useFocoEnPrimerError(form.formState);
  const { control, setValue, getValues, handleSubmit, formState } = form;

  const edicion = modo === 'editar' ? pedido : undefined;
  const editable = !edicion || (ESTADOS_PEDIDO_EDITABLES as readonly number[]).includes(edicion.estado);
  const puedeGuardar = editable && permisos.includes(modo === 'crear' ? 'add_pedido' : 'change_pedido');
  const puedeAprobar = edicion !== undefined && editable && permisos.includes('read_pedido_aprobar');
  const sucio = formState.isDirty;
  const ocupado = crear.isPending || editar.isPending || aprobar.isPending;

  const [cliente, perfilId] = useWatch({ control, name: ['cliente', 'perfilId'] });
  const perfilesQ = trpc.pedidos.perfilesAprobados.useQuery({ clienteId: cliente?.id ?? 0 }, { enabled: cliente !== null });
  const perfiles: PerfilFormulario[] | undefined =
    perfilesQ.data &&
    pedido &&
    pedido.cliente.id === cliente?.id &&
    !perfilesQ.data.some((p) => p.id === pedido.perfil.id)
      ? [pedido.perfil, ...perfilesQ.data]
      : perfilesQ.data;
  const perfil = perfiles?.find((p) => p.id === perfilId) ?? (pedido && pedido.perfil.id === perfilId ? pedido.perfil : null);

  /** A profile pre-fills salary and work day, and the job name while it is empty. */
  const elegirPerfil = (p: PerfilFormulario | null) => {
    const opciones = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('perfilId', p?.id, opciones);
    if (!p) return;
    setValue('salario', Math.round(p.salario), opciones);
    setValue('jornadaLaboral', p.horarioTrabajo, opciones);
    if (!getValues('nombreCargo')) setValue('nombreCargo', p.nombreCargoPerfil, opciones);
  };

  const invalido = () => notificar.error(MENSAJES_PEDIDOS.formularioInvalido);

  /** Saves and answers the new version (edit) or navigates to the new order (create); null on failure. */
  const guardarDatos = async (datos: CamposPedido): Promise<number | null> => {
    try {
      if (!edicion) {
        const r = await crear.mutateAsync({ ...datos, duplicadoDe: modo === 'crear' ? pedido?.id : undefined });
        notificar.exito(MENSAJES_PEDIDOS.creado);
        void navigate(maquinaPedido.rutaDePedido(r.id, r.estado));
        return null;
      }
      const r = await editar.mutateAsync({ ...datos, id: edicion.id, version: edicion.version });
      notificar.exito(MENSAJES_PEDIDOS.guardado(r.id));
      return r.version;
    } catch (error) {
      // The query client's handler already showed the toast; the field messages go under their fields.
      ponerErroresDelServidor(error, form.setError, { campo: campoDelFormulario });
      return null;
    }
  };
  const guardar = handleSubmit(async (datos) => void (await guardarDatos(datos)), invalido);

  const aprobarPedido = async () => {
    setConfirmar(false);
    if (!edicion) return;
    let version: number | null = edicion.version;
    if (sucio && puedeGuardar) {
      version = null;
      await handleSubmit(async (datos) => {
        version = await guardarDatos(datos);
      }, invalido)();
      if (version === null) return;
    }
    try {
      const r = await aprobar.mutateAsync({ id: edicion.id, version });
      notificar.exito(MENSAJES_PEDIDOS.aprobado(r.id));
      void navigate(`/pedido-detail/${r.id}`);
    } catch {
      // The shared handler already showed the failure.
    }
  };

  const titulo = edicion
    ? `Pedido ${edicion.id}`
    : pedido
      ? `Duplicar pedido ${pedido.id}`
      : 'Agregar pedido';
  const deshabilitado = !puedeGuardar || ocupado;
  const props = { form, deshabilitado };
  return (
    <form
      ref={refFormulario}
      className="mx-auto flex max-w-6xl flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        if (puedeGuardar) void guardar(e);
        else e.preventDefault();
      }}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">{titulo}</h1>
          {edicion && (
            <p className="text-sm text-slate-500">Estado: {ESTADO_PEDIDO.etiqueta(edicion.estado)}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Link to="/pedidos-dashboard" className="px-3 py-2 text-sm text-marca-700 hover:underline">
            Volver
          </Link>
          {puedeGuardar && (
            <Boton type="submit" cargando={crear.isPending || editar.isPending} disabled={ocupado}>
              Guardar
            </Boton>
          )}
          {puedeAprobar && (
            <Boton
              variante="secundario"
              cargando={aprobar.isPending}
              disabled={ocupado}
              onClick={() => setConfirmar(true)}
            >
              Aprobar
            </Boton>
          )}
        </div>
      </header>
      {!puedeGuardar && (
        <p className="rounded-md bg-slate-100 px-4 py-2 text-sm text-slate-600">
          Solo lectura: no tiene permiso para modificar este pedido.
        </p>
      )}
      <SeccionCliente
        {...props}
        perfiles={perfiles}
        cargandoPerfiles={perfilesQ.isFetching}
        elegirPerfil={elegirPerfil}
      />
      <SeccionLineas {...props} />
      <SeccionCondiciones {...props} smmlv={config.smmlv} auxilioConfigurado={config.auxilioTransporte} />
      <SeccionJornada {...props} config={config} />
      <section className="rounded-lg bg-white p-5 shadow-sm">
        <h2 className="mb-3 text-base font-semibold text-slate-800">Tiempos de búsqueda</h2>
        <ResumenFechas
          diasBusqueda={perfil?.tiempoDiasBusqueda ?? null}
          fechaAprobacion={edicion?.fechaAprobacion ?? null}
        />
      </section>
      <DialogoConfirmacion
        abierto={confirmar}
        titulo="Aprobar pedido"
        mensaje={
          sucio && puedeGuardar
            ? 'Se guardarán los cambios y se aprobará el pedido; después no podrá editarse. ¿Desea continuar?'
            : 'Al aprobar el pedido ya no podrá editarse. ¿Desea continuar?'
        }
        onSi={() => void aprobarPedido()}
        onNo={() => setConfirmar(false)}
      />
    </form>
  );
}
