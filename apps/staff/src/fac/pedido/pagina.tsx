import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EntradaDefinirFacPedido, MENSAJES_FAC, nombreFacPedido } from '@talento/rules';
import { Boton, CampoTexto, DialogoConfirmacion, EstadoVacio, notificar, Spinner, useIdRuta, validarConAviso } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { ListaGruposPedido } from './lista-grupos';

type Modo = 'existente' | 'nuevo';

/**
 * `/pedidos-edit/:idPedido/fac`: define the order's filter-question group: a group suggested for its profile,
 * or a new group based on the selected one (suggested or base) named job title plus the text given.
 */
export default function Pagina() {
  const pedidoId = useIdRuta('idPedido');
  const navigate = useNavigate();
  const { permisos } = useUsuario();
  const consulta = trpc.fac.sugeridosPedido.useQuery({ pedidoId: pedidoId ?? 0 }, { enabled: pedidoId !== null, meta: { silencioso: true }, retry: false });
  const [grupoId, setGrupoId] = useState<number | null>(null);
  const [modo, setModo] = useState<Modo>('existente');
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const definir = trpc.fac.definirPedido.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void navigate(`/pedido-detail/${r.pedidoId}`);
    },
  });

  if (pedidoId === null || consulta.error) return <EstadoVacio mensaje="No fue posible cargar el pedido." />;
  if (!consulta.data) return <Spinner />;
  const { pedido, sugeridos, bases } = consulta.data;
  const elegido = grupoId ?? sugeridos[0]?.id ?? null;
  const esBase = elegido !== null && !sugeridos.some((s) => s.id === elegido);
  const modoEfectivo: Modo = esBase ? 'nuevo' : modo;
  const puedeDefinir = permisos.includes('read_pedido_definir_pruebas');

  const entrada = () => ({ pedidoId: pedido.id, version: pedido.version, modo: modoEfectivo, grupoId: elegido ?? undefined, ...(modoEfectivo === 'nuevo' ? { texto } : {}) });
  const guardar = () => {
    setConfirmar(false);
    const datos = validarConAviso(EntradaDefinirFacPedido, entrada(), setError);
    if (datos) definir.mutate(datos);
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">
          Preguntas filtro del pedido {pedido.id}: {pedido.nombreCargo}
        </h1>
        <Link to={`/pedido-detail/${pedido.id}`} className="text-sm text-marca-700 hover:underline">
          Volver al pedido
        </Link>
      </header>
      <p className="text-sm text-slate-600">
        {pedido.cliente} · Perfil: {pedido.perfil.nombre}
      </p>
      {pedido.fac ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          El pedido ya tiene definido el grupo de preguntas filtro <Link to={`/fac-detail/${pedido.fac.id}`} className="font-semibold underline">{pedido.fac.nombre}</Link>.
        </p>
      ) : pedido.cerrado ? (
        <EstadoVacio mensaje={MENSAJES_FAC.pedidoCerrado} />
      ) : (
        <>
          {sugeridos.length === 0 && (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800">
              {MENSAJES_FAC.perfilSinFac}
            </p>
          )}
          <ListaGruposPedido sugeridos={sugeridos} bases={bases} elegido={elegido} onElegir={setGrupoId} />
          <section className="flex flex-col gap-3 rounded-lg bg-white p-5 shadow-sm">
            <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700">
              <legend className="mb-2 text-sm font-semibold text-slate-800">¿Cómo definir el grupo?</legend>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="modo" checked={modoEfectivo === 'existente'} disabled={esBase || sugeridos.length === 0} onChange={() => setModo('existente')} />
                Usar el grupo seleccionado
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="modo" checked={modoEfectivo === 'nuevo'} onChange={() => setModo('nuevo')} />
                Crear un grupo nuevo basado en el seleccionado
              </label>
            </fieldset>
            {modoEfectivo === 'nuevo' && (
              <div className="flex flex-col gap-1">
                <CampoTexto etiqueta="Texto del nombre *" value={texto} maxLength={100} onChange={(e) => setTexto(e.target.value)} />
                <p className="text-xs text-slate-500">Nombre final: {nombreFacPedido(pedido.nombreCargo, texto)}</p>
              </div>
            )}
            {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
            {!puedeDefinir && <p className="text-sm text-slate-600">No tiene permiso para definir las pruebas del pedido.</p>}
            <div className="flex justify-end">
              <Boton disabled={!puedeDefinir || elegido === null} cargando={definir.isPending} onClick={() => validarConAviso(EntradaDefinirFacPedido, entrada(), setError) && setConfirmar(true)}>
                Definir preguntas filtro
              </Boton>
            </div>
          </section>
        </>
      )}
      <DialogoConfirmacion abierto={confirmar} titulo="Definir preguntas filtro" mensaje={MENSAJES_FAC.confirmarDefinir} onSi={guardar} onNo={() => setConfirmar(false)} />
    </div>
  );
}
