import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { aErrorDeServidor, Boton, DialogoConfirmacion, notificar } from '@talento/ui';
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
  aEntrada,
  type ConfiguracionFormulario,
  type EstadoFormulario,
  type PedidoFormulario,
  type PerfilFormulario,
} from './estado';
import { ResumenFechas } from './resumen-fechas';
import { SeccionCliente } from './seccion-cliente';
import { rutaPermitida, SeccionCondiciones } from './seccion-condiciones';
import { SeccionJornada } from './seccion-jornada';
import { SeccionLineas } from './seccion-lineas';

interface Props {
  modo: 'crear' | 'editar';
  config: ConfiguracionFormulario;
  inicial: EstadoFormulario;
  /** Edit: the order; duplicate: the source order. */
  pedido?: PedidoFormulario;
}

const camposDelServidor = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(aErrorDeServidor(error).campos ?? {}).flatMap(([k, v]) => (v?.[0] ? [[k, v[0]]] : [])),
  );

/** The native order form: create, duplicate (create pre-filled from another order), edit and approve. */
export function FormularioPedido({ modo, config, inicial, pedido }: Props) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const [estado, setEstado] = useState(inicial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [confirmar, setConfirmar] = useState(false);
  const crear = trpc.pedidos.crear.useMutation();
  const editar = trpc.pedidos.editar.useMutation();
  const aprobar = trpc.pedidos.aprobar.useMutation();

  const edicion = modo === 'editar' ? pedido : undefined;
  const editable = !edicion || (ESTADOS_PEDIDO_EDITABLES as readonly number[]).includes(edicion.estado);
  const puedeGuardar = editable && permisos.includes(modo === 'crear' ? 'add_pedido' : 'change_pedido');
  const puedeAprobar = edicion !== undefined && editable && permisos.includes('read_pedido_aprobar');
  const sucio = JSON.stringify(estado) !== JSON.stringify(inicial);
  const ocupado = crear.isPending || editar.isPending || aprobar.isPending;

  const perfilesQ = trpc.pedidos.perfilesAprobados.useQuery(
    { clienteId: estado.cliente?.id ?? 0 },
    { enabled: estado.cliente !== null },
  );
  const perfiles: PerfilFormulario[] | undefined =
    perfilesQ.data &&
    pedido &&
    pedido.cliente.id === estado.cliente?.id &&
    !perfilesQ.data.some((p) => p.id === pedido.perfil.id)
      ? [pedido.perfil, ...perfilesQ.data]
      : perfilesQ.data;
  const perfil =
    perfiles?.find((p) => p.id === estado.perfilId) ??
    (pedido?.perfil.id === estado.perfilId ? pedido.perfil : null);

  const cambiar = (parcial: Partial<EstadoFormulario>) => setEstado((e) => ({ ...e, ...parcial }));
  const elegirPerfil = (p: PerfilFormulario | null) =>
    cambiar(
      p
        ? {
            perfilId: p.id,
            salario: String(Math.round(p.salario)),
            jornadaLaboral: String(p.horarioTrabajo),
            nombreCargo: estado.nombreCargo || p.nombreCargoPerfil,
          }
        : { perfilId: null },
    );

  const validar = (): CamposPedido | null => {
    const r = validarFormularioPedido(aEntrada(estado, rutaPermitida(estado, config.smmlv)), new Date());
    if (!r.ok) {
      setErrores(r.errores);
      notificar.error(MENSAJES_PEDIDOS.formularioInvalido);
      return null;
    }
    setErrores({});
    return r.datos;
  };

  /** Saves and answers the new version (edit) or navigates to the new order (create); null on failure. */
  const guardar = async (): Promise<number | null> => {
    const datos = validar();
    if (!datos) return null;
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
      setErrores(camposDelServidor(error));
      return null;
    }
  };

  const aprobarPedido = async () => {
    setConfirmar(false);
    if (!edicion) return;
    let version = edicion.version;
    if (sucio && puedeGuardar) {
      const nueva = await guardar();
      if (nueva === null) return;
      version = nueva;
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
  const props = { estado, cambiar, errores, deshabilitado };
  return (
    <form
      className="mx-auto flex max-w-6xl flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (puedeGuardar) void guardar();
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
          Solo lectura: no tienes permiso para modificar este pedido.
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
