import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  esquemaOrdenContratacion,
  MENSAJES_CLIENTE_PORTAL,
  type CamposOrdenContratacionEntrada,
} from '@talento/rules';
import {
  Boton,
  Dato,
  EstadoVacio,
  mostrarError,
  notificar,
  ponerErroresDelServidor,
  Rejilla,
  Seccion,
  Spinner,
  useFormulario,
  useIdRuta,
} from '@talento/ui';
import { NoEncontrado } from '../pedido/no-encontrado';
import { trpc, type RouterOutputs } from '../trpc';
import { CamposIniciarOrden } from './campos-iniciar';

type Datos = RouterOutputs['contratacion']['cliente']['paraIniciar'];

/**
 * `/pedido/:id/candidato/:cpId/orden-contratacion`: the client starts the hiring order of a candidate it approved
 * (state 6); Talento's staff complete and file it. The same schema as the staff form and the procedure.
 */
export function IniciarOrdenPagina() {
  const pedidoId = useIdRuta('id');
  const cpId = useIdRuta('cpId');
  const consulta = trpc.contratacion.cliente.paraIniciar.useQuery(
    { candidatoPedidoId: cpId ?? 0 },
    { enabled: cpId !== null, retry: false, meta: { silencioso: true } },
  );
  if (
    pedidoId === null ||
    cpId === null ||
    consulta.error ||
    (consulta.data && consulta.data.pedidoId !== pedidoId)
  ) {
    return <NoEncontrado mensaje={MENSAJES_CLIENTE_PORTAL.candidatoNoEncontrado} />;
  }
  if (!consulta.data) return <Spinner />;
  const d = consulta.data;
  return (
    <div className="flex flex-col gap-4">
      <Link to={`/pedido/${d.pedidoId}`} className="text-sm text-marca-700 hover:underline">
        ← Volver al pedido
      </Link>
      <h1 className="text-2xl font-semibold">Iniciar orden de contratación</h1>
      <Seccion titulo="Candidato">
        <Rejilla>
          <Dato etiqueta="Candidato">{d.candidato}</Dato>
          <Dato etiqueta="Empresa">{d.cliente}</Dato>
          <Dato etiqueta="Pedido">{d.pedidoId}</Dato>
          <Dato etiqueta="Cargo">{d.cargo.nombre}</Dato>
          <Dato etiqueta="Ciudad de trabajo">{d.ciudad?.nombre ?? '—'}</Dato>
        </Rejilla>
      </Seccion>
      {!d.puedeIniciar ? (
        <EstadoVacio mensaje="Este candidato ya tiene orden de contratación o no está en contratación." />
      ) : !d.ciudad ? (
        <EstadoVacio mensaje="El pedido no tiene una ciudad de trabajo: Talento creará la orden de contratación." />
      ) : (
        <Formulario datos={d} ciudadId={d.ciudad.id} />
      )}
    </div>
  );
}

function Formulario({ datos: d, ciudadId }: { datos: Datos; ciudadId: number }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const maestros = trpc.contratacion.cliente.maestros.useQuery();
  const esquema = useMemo(() => esquemaOrdenContratacion(d.reglas), [d.reglas]);
  const valores: Partial<CamposOrdenContratacionEntrada> = {
    personaAutorizaIngreso: d.personaAutorizaIngreso ?? '',
    ciudadId,
    cargoId: d.cargo.id,
    salario: d.salario ?? undefined,
    salarioIntegral: false,
    tipoJornada: 'C',
  };
  const { control, register, handleSubmit, setError, formState, watch, refFormulario } = useFormulario(
    esquema,
    { defaultValues: valores as CamposOrdenContratacionEntrada },
  );
  const iniciar = trpc.contratacion.cliente.iniciar.useMutation({
    onSuccess: async (r) => {
      notificar.exito(r.mensaje);
      await utils.contratacion.cliente.misOrdenes.invalidate();
      await navigate('/contratacion/ordenes');
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError, { campo: (ruta) => ruta.replace(/^orden\./, '') });
      mostrarError(e);
    },
  });
  const guardar = handleSubmit((orden) =>
    iniciar.mutate({ pedidoId: d.pedidoId, candidatoPedidoIds: [d.candidatoPedidoId], orden }),
  );
  return (
    <form
      ref={refFormulario}
      noValidate
      onSubmit={(e) => void guardar(e)}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <CamposIniciarOrden
        control={control}
        register={register}
        errores={formState.errors}
        maestros={maestros.data}
        reglas={d.reglas}
        riesgoArl={watch('riesgoArl') ?? undefined}
        tipoJornada={watch('tipoJornada')}
      />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Boton type="submit" cargando={iniciar.isPending}>
          Iniciar orden de contratación
        </Boton>
      </div>
    </form>
  );
}
