import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { conPerfilDelPedido } from '../../../pedidos/formulario/comun/perfil-del-pedido';
import {
  DialogoConfirmacion,
  notificar,
  ponerErroresDelServidor,
  resolverDeValidacion,
  useFocoEnPrimerError,
} from '@talento/ui';
import {
  MENSAJES_PEDIDOS,
  MENSAJES_PEDIDOS_STOCK as MS,
  maquinaPedidoStock,
  validarFormularioStock,
  type CamposPedidoStock,
} from '@talento/rules';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { AvisoAutomatico } from '../aviso-automatico';
import { versionParaAprobar } from '../../../pedidos/formulario/comun/aprobar-tras-guardar';
import { MarcoFormulario } from '../../../pedidos/formulario/comun/marco-formulario';
import { SeccionBloques } from './seccion-bloques';
import { SeccionClienteStock } from './seccion-cliente';
import { SeccionPreguntas } from './seccion-preguntas';
import { aBorrador, campoDelFormulario, type PedidoStockFormulario, type ValoresStock } from './valores';

interface Props {
  modo: 'crear' | 'editar';
  smmlv: number;
  auxilioConfigurado: number;
  tiposConvocatoria: { codigo: string; nombre: string }[];
  inicial: ValoresStock;
  /** Edit: the order; duplicate: the source order. */
  pedido?: PedidoStockFormulario;
}

type Confirmacion =
  | { tipo: 'crear'; datos: CamposPedidoStock }
  | { tipo: 'aprobar' }
  | { tipo: 'eliminar'; lineaId: number }
  | null;

/** The stock-order form: create, duplicate, edit (save, approve, delete a city, approve the profile). */
export function FormularioStock({
  modo,
  smmlv,
  auxilioConfigurado,
  tiposConvocatoria,
  inicial,
  pedido,
}: Props) {
  const { permisos } = useUsuario();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [confirmar, setConfirmar] = useState<Confirmacion>(null);
  const crear = trpc.pedidosStock.crear.useMutation();
  const editar = trpc.pedidosStock.editar.useMutation();
  const aprobar = trpc.pedidosStock.aprobar.useMutation();
  const eliminarLinea = trpc.pedidosStock.eliminarLinea.useMutation();
  const aprobarPerfil = trpc.pedidosStock.aprobarPerfil.useMutation();
  // The whole validation of the screen: the shared schema plus the per-block rules that need the minimum wage
  // and today (the server applies the same `problemasStock`).
  const resolver = useMemo(
    () =>
      resolverDeValidacion<ValoresStock, CamposPedidoStock>(
        (v) => validarFormularioStock(aBorrador(v), { smmlv, hoy: new Date(), conPreguntas: v.conPreguntas }),
        campoDelFormulario,
      ),
    [smmlv],
  );
  const form = useForm<ValoresStock, unknown, CamposPedidoStock>({
    defaultValues: inicial,
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const refFormulario = useFocoEnPrimerError(form.formState);
  const { control, handleSubmit, formState } = form;

  const edicion = modo === 'editar' ? pedido : undefined;
  const acciones = edicion ? edicion.acciones : [];
  const puedeGuardar = edicion
    ? acciones.includes('guardar') && permisos.includes('change_pedido')
    : permisos.includes('add_pedido');
  const puedeAprobar =
    edicion !== undefined && acciones.includes('aprobar') && permisos.includes('add_pedido');
  const puedeEliminar =
    edicion !== undefined && acciones.includes('eliminarLinea') && permisos.includes('delete_pedido');
  const puedeAprobarPerfil = edicion !== undefined && permisos.includes('change_perfilseleccion');
  const ocupado = crear.isPending || editar.isPending || aprobar.isPending || eliminarLinea.isPending;

  const cliente = useWatch({ control, name: 'cliente' });
  const perfilesQ = trpc.pedidosStock.perfiles.useQuery(
    { clienteId: cliente?.id ?? 0 },
    { enabled: cliente !== null },
  );
  // The order's own profile stays selectable even while it is not approved (it can be approved from here).
  const perfiles = conPerfilDelPedido(perfilesQ.data, pedido, cliente?.id);

  const recargar = () => utils.pedidosStock.paraFormulario.invalidate();
  const invalido = () => notificar.error(MENSAJES_PEDIDOS.formularioInvalido);
  const errorDelServidor = (error: unknown) =>
    ponerErroresDelServidor(error, form.setError, { campo: campoDelFormulario });

  /** Edit: saves and answers the new version (null on failure). */
  const guardarEdicion = async (datos: CamposPedidoStock): Promise<number | null> => {
    if (!edicion) return null;
    try {
      const r = await editar.mutateAsync({ ...datos, id: edicion.id, version: edicion.version });
      notificar.exito(MENSAJES_PEDIDOS.guardado(r.id));
      return r.version;
    } catch (error) {
      errorDelServidor(error);
      return null;
    }
  };

  const crearPedido = async (datos: CamposPedidoStock) => {
    setConfirmar(null);
    try {
      const r = await crear.mutateAsync({ ...datos, duplicadoDe: pedido?.id });
      notificar.exito(MENSAJES_PEDIDOS.creado);
      void navigate(maquinaPedidoStock.rutaDePedidoStock(r.id, r.estado));
    } catch (error) {
      // The shared handler showed the failure; the field messages (duplicate city) go under their fields.
      errorDelServidor(error);
    }
  };

  const enviar = handleSubmit(async (datos) => {
    if (!edicion) setConfirmar({ tipo: 'crear', datos });
    else if (await guardarEdicion(datos)) await recargar();
  }, invalido);

  const aprobarPedido = async () => {
    setConfirmar(null);
    if (!edicion) return;
    const version = await versionParaAprobar(
      edicion.version,
      formState.isDirty && puedeGuardar,
      (fn) => handleSubmit(fn, invalido)(),
      guardarEdicion,
    );
    if (version === null) return;
    try {
      const r = await aprobar.mutateAsync({ id: edicion.id, version });
      notificar.exito(MENSAJES_PEDIDOS.aprobado(r.id));
      void navigate(maquinaPedidoStock.rutaDetalleStock(r.id));
    } catch (error) {
      // The shared handler already showed the failure (e.g. "El perfil debe estar aprobado"); an automatic draft not
      // yet completed also gets its messages under the fields to complete.
      errorDelServidor(error);
    }
  };

  const eliminar = async (lineaId: number) => {
    setConfirmar(null);
    if (!edicion) return;
    try {
      await eliminarLinea.mutateAsync({ id: edicion.id, version: edicion.version, lineaId });
      notificar.exito(MS.lineaEliminada);
      await recargar();
    } catch {
      // Shown by the shared handler.
    }
  };

  const aprobarElPerfil = async () => {
    if (!edicion) return;
    try {
      await aprobarPerfil.mutateAsync({ pedidoId: edicion.id, perfilVersion: edicion.perfil.version });
      notificar.exito(MS.perfilAprobado);
      await Promise.all([recargar(), utils.pedidosStock.perfiles.invalidate()]);
    } catch {
      // Shown by the shared handler (e.g. the profile has no FAC).
    }
  };

  const titulo = edicion
    ? `Pedido de stock ${edicion.id}`
    : pedido
      ? `Duplicar pedido de stock ${pedido.id}`
      : 'Crear pedido de stock';
  const deshabilitado = !puedeGuardar || ocupado;
  return (
    <MarcoFormulario
      form={form}
      refFormulario={refFormulario}
      enviar={(e) => void enviar(e)}
      encabezado={{
        titulo,
        estado: edicion?.estado,
        rutaVolver: '/stock/pedidos-dashboard',
        puedeGuardar,
        textoGuardar: edicion ? 'Guardar' : 'Crear pedido',
        guardando: crear.isPending || editar.isPending,
        ocupado,
        puedeAprobar,
        aprobando: aprobar.isPending,
        alAprobar: () => setConfirmar({ tipo: 'aprobar' }),
        enlaces: edicion && permisos.includes('add_pedido') && (
          <Link
            to={`/stock/pedidos-create/${edicion.id}`}
            className="px-3 py-2 text-sm text-marca-700 hover:underline"
          >
            Duplicar
          </Link>
        ),
      }}
    >
      <AvisoAutomatico texto={edicion?.automatico ?? null} completar={puedeAprobar} />
      <SeccionClienteStock
        form={form}
        deshabilitado={deshabilitado}
        perfiles={perfiles}
        cargandoPerfiles={perfilesQ.isFetching}
        perfilPorAprobar={puedeAprobarPerfil && edicion ? edicion.perfil : null}
        aprobarPerfil={() => void aprobarElPerfil()}
        aprobandoPerfil={aprobarPerfil.isPending}
      />
      <SeccionPreguntas form={form} deshabilitado={deshabilitado} tiposConvocatoria={tiposConvocatoria} />
      <SeccionBloques
        form={form}
        deshabilitado={deshabilitado}
        smmlv={smmlv}
        auxilioConfigurado={auxilioConfigurado}
        eliminarGuardado={puedeEliminar ? (lineaId) => setConfirmar({ tipo: 'eliminar', lineaId }) : null}
      />
      <DialogoConfirmacion
        abierto={confirmar !== null}
        titulo={
          confirmar?.tipo === 'aprobar'
            ? 'Aprobar pedido de stock'
            : confirmar?.tipo === 'eliminar'
              ? 'Eliminar ciudad'
              : 'Crear pedido de stock'
        }
        mensaje={
          confirmar?.tipo === 'aprobar'
            ? MS.confirmarAprobar
            : confirmar?.tipo === 'eliminar'
              ? MS.confirmarEliminarLinea
              : MS.confirmarCrear
        }
        textoSi={
          confirmar?.tipo === 'aprobar'
            ? 'Aprobar pedido'
            : confirmar?.tipo === 'eliminar'
              ? 'Eliminar ciudad'
              : 'Crear pedido'
        }
        textoNo={confirmar?.tipo === 'eliminar' ? 'Conservar la ciudad' : 'Seguir editando'}
        peligro={confirmar?.tipo === 'eliminar'}
        onSi={() => {
          if (confirmar?.tipo === 'crear') void crearPedido(confirmar.datos);
          else if (confirmar?.tipo === 'aprobar') void aprobarPedido();
          else if (confirmar?.tipo === 'eliminar') void eliminar(confirmar.lineaId);
        }}
        onNo={() => setConfirmar(null)}
      />
    </MarcoFormulario>
  );
}
