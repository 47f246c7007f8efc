import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { conPerfilDelPedido } from './comun/perfil-del-pedido';
import {
  DialogoConfirmacion,
  notificar,
  ponerErroresDelServidor,
  resolverDeValidacion,
  useFocoEnPrimerError,
} from '@talento/ui';
import {
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
import { versionParaAprobar } from './comun/aprobar-tras-guardar';
import { MarcoFormulario } from './comun/marco-formulario';
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
  // An existing order computes with the values in force on its request day; a new one (or a duplicate), today's.
  const valores = modo === 'editar' && pedido ? pedido.valoresSolicitud : config;
  const aprobar = trpc.pedidos.aprobar.useMutation();
  // The whole validation of the screen (rules' validarFormularioPedido: every message at once, hours and the
  // entry-date window included), each message under the field that shows it.
  const resolver = useMemo(
    () =>
      resolverDeValidacion<ValoresPedido, CamposPedido>(
        (v) => validarFormularioPedido(aBorrador(v, valores.smmlv), new Date()),
        campoDelFormulario,
      ),
    [valores.smmlv],
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
  const perfilesQ = trpc.pedidos.perfilesAprobados.useQuery(
    { clienteId: cliente?.id ?? 0 },
    { enabled: cliente !== null },
  );
  const perfiles = conPerfilDelPedido(perfilesQ.data, pedido, cliente?.id);
  const perfil =
    perfiles?.find((p) => p.id === perfilId) ??
    (pedido && pedido.perfil.id === perfilId ? pedido.perfil : null);

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
        const r = await crear.mutateAsync({
          ...datos,
          duplicadoDe: modo === 'crear' ? pedido?.id : undefined,
        });
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
    const version = await versionParaAprobar(
      edicion.version,
      sucio && puedeGuardar,
      (fn) => handleSubmit(fn, invalido)(),
      guardarDatos,
    );
    if (version === null) return;
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
    <MarcoFormulario
      form={form}
      refFormulario={refFormulario}
      enviar={(e) => void guardar(e)}
      encabezado={{
        titulo,
        estado: edicion?.estado,
        rutaVolver: '/pedidos-dashboard',
        puedeGuardar,
        textoGuardar: 'Guardar',
        guardando: crear.isPending || editar.isPending,
        ocupado,
        puedeAprobar,
        aprobando: aprobar.isPending,
        alAprobar: () => setConfirmar(true),
      }}
    >
      <SeccionCliente
        {...props}
        perfiles={perfiles}
        cargandoPerfiles={perfilesQ.isFetching}
        elegirPerfil={elegirPerfil}
      />
      <SeccionLineas {...props} />
      <SeccionCondiciones {...props} smmlv={valores.smmlv} auxilioConfigurado={valores.auxilioTransporte} />
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
        textoSi={sucio && puedeGuardar ? 'Guardar y aprobar' : 'Aprobar pedido'}
        textoNo="Seguir editando"
        onSi={() => void aprobarPedido()}
        onNo={() => setConfirmar(false)}
      />
    </MarcoFormulario>
  );
}
