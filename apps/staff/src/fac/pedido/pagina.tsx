import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EntradaDefinirFacPedido, MENSAJES_FAC, nombreFacPedido } from '@talento/rules';
import {
  avisarPrimerError,
  Boton,
  CampoTexto,
  DialogoConfirmacion,
  EstadoVacio,
  notificar,
  ponerErroresDelServidor,
  resolverZod,
  Spinner,
  useIdRuta,
} from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { SugeridosFac } from '../tipos';
import { ListaGruposPedido } from './lista-grupos';
import { EnlacePedido } from '../../comun/enlaces';

/**
 * `/pedidos-edit/:idPedido/fac`: define the order's filter-question group: a group suggested for its profile,
 * or a new group based on the selected one (suggested or base) named job title plus the text given.
 */
export default function Pagina() {
  const pedidoId = useIdRuta('idPedido');
  const consulta = trpc.fac.sugeridosPedido.useQuery(
    { pedidoId: pedidoId ?? 0 },
    { enabled: pedidoId !== null, meta: { silencioso: true }, retry: false },
  );

  if (pedidoId === null || consulta.error) return <EstadoVacio mensaje="No fue posible cargar el pedido." />;
  if (!consulta.data) return <Spinner />;
  const { pedido } = consulta.data;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">
          Preguntas filtro del pedido {pedido.id}: {pedido.nombreCargo}
        </h1>
        <EnlacePedido pedidoId={pedido.id} className="text-sm">
          Volver al pedido
        </EnlacePedido>
      </header>
      <p className="text-sm text-slate-600">
        {pedido.cliente} · Perfil: {pedido.perfil.nombre}
      </p>
      {pedido.fac ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
        >
          El pedido ya tiene definido el grupo de preguntas filtro{' '}
          <Link to={`/fac-detail/${pedido.fac.id}`} className="font-semibold underline">
            {pedido.fac.nombre}
          </Link>
          .
        </p>
      ) : pedido.cerrado ? (
        <EstadoVacio mensaje={MENSAJES_FAC.pedidoCerrado} />
      ) : (
        <FormularioFacPedido datos={consulta.data} />
      )}
    </div>
  );
}

type Entrada = EntradaDefinirFacPedido;
/** The form's values: a mode, the group chosen (none yet: undefined) and the text of a new group's name. */
type Valores = {
  pedidoId: number;
  version: number;
  modo: Entrada['modo'];
  grupoId: number | undefined;
  texto: string;
};

/** The choice of group and how to use it; a base group can only be the model of a new group. */
function FormularioFacPedido({ datos: { pedido, sugeridos, bases } }: { datos: SugeridosFac }) {
  const navigate = useNavigate();
  const { permisos } = useUsuario();
  const puedeDefinir = permisos.includes('read_pedido_definir_pruebas');
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<
    Valores,
    unknown,
    Entrada
  >({
    resolver: resolverZod(EntradaDefinirFacPedido),
    defaultValues: {
      pedidoId: pedido.id,
      version: pedido.version,
      modo: sugeridos.length > 0 ? 'existente' : 'nuevo',
      grupoId: sugeridos[0]?.id,
      texto: '',
    },
  });
  const [modo, grupoId, texto] = useWatch({ control, name: ['modo', 'grupoId', 'texto'] });
  const esBase = grupoId !== undefined && !sugeridos.some((s) => s.id === grupoId);
  const [confirmar, setConfirmar] = useState<Entrada | null>(null);
  const definir = trpc.fac.definirPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void navigate(`/pedido-detail/${r.pedidoId}`);
    },
    onError: (e) => ponerErroresDelServidor(e, setError),
  });
  const validar = handleSubmit((d) => setConfirmar(d), avisarPrimerError);
  const guardar = () => {
    const d = confirmar;
    setConfirmar(null);
    if (d) definir.mutate(d);
  };
  // The group has no control of its own to sit under: its message heads the form.
  const errorGrupo = formState.errors.grupoId?.message;
  const errorTexto = formState.errors.texto?.message;

  return (
    <>
      {sugeridos.length === 0 && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800"
        >
          {MENSAJES_FAC.perfilSinFac}
        </p>
      )}
      <Controller
        control={control}
        name="grupoId"
        render={({ field }) => (
          <ListaGruposPedido
            sugeridos={sugeridos}
            bases={bases}
            elegido={field.value ?? null}
            onElegir={(id) => {
              field.onChange(id);
              // A base group is only a model: choosing one means creating a new group.
              if (!sugeridos.some((s) => s.id === id)) setValue('modo', 'nuevo');
            }}
          />
        )}
      />
      <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
        <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700">
          <legend className="mb-2 text-sm font-semibold text-slate-800">¿Cómo definir el grupo?</legend>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              value="existente"
              disabled={esBase || sugeridos.length === 0}
              {...register('modo')}
            />
            Usar el grupo seleccionado
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" value="nuevo" {...register('modo')} />
            Crear un grupo nuevo basado en el seleccionado
          </label>
        </fieldset>
        {modo === 'nuevo' && (
          <div className="flex flex-col gap-1">
            <CampoTexto
              etiqueta="Texto del nombre *"
              maxLength={100}
              aria-required="true"
              error={errorTexto}
              {...register('texto')}
            />
            <p className="text-xs text-slate-500">
              Nombre final: {nombreFacPedido(pedido.nombreCargo, texto)}
            </p>
          </div>
        )}
        {errorGrupo && (
          <p role="alert" className="text-sm text-red-700">
            {errorGrupo}
          </p>
        )}
        {!puedeDefinir && (
          <p className="text-sm text-slate-600">No tiene permiso para definir las pruebas del pedido.</p>
        )}
        <div className="flex justify-end">
          <Boton
            disabled={!puedeDefinir || grupoId === undefined}
            cargando={definir.isPending}
            onClick={() => void validar()}
          >
            Definir preguntas filtro
          </Boton>
        </div>
      </section>
      <DialogoConfirmacion
        abierto={confirmar !== null}
        titulo="Definir preguntas filtro"
        mensaje={MENSAJES_FAC.confirmarDefinir}
        textoSi="Definir preguntas"
        textoNo="Volver"
        onSi={guardar}
        onNo={() => setConfirmar(null)}
      />
    </>
  );
}
