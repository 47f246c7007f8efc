import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { MENSAJES_PEDIDOS } from '@talento/rules';
import { aErrorDeServidor, Boton, EstadoVacio, notificar, Spinner, useIdRuta } from '@talento/ui';
import { useIrAlAncla } from '../../shell/use-ir-al-ancla';
import { trpc } from '../../trpc';
import { PanelCandidatos } from './candidatos/panel-candidatos';
import { DatosClave } from './datos-clave';
import { EstadoCorreos } from './envio/estado-correos';
import { PanelAcciones } from './panel-acciones';
import { PanelComentarios } from './panel-comentarios';
import { PanelEtapas } from './panel-etapas';
import { PanelEventos } from './panel-eventos';
import { PanelInformacion } from './panel-informacion';
import { usePrecargaDetalle } from './precarga';
import { PanelPruebas } from './pruebas/panel-pruebas';

/** `/pedido-detail/:idPedido`: stages, actions, candidates, information, comments and action log of one order. */
export default function Pagina() {
  const id = useIdRuta('idPedido');
  const navigate = useNavigate();
  const consulta = trpc.pedidos.detalle.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, meta: { silencioso: true }, retry: false },
  );
  usePrecargaDetalle(id);
  useIrAlAncla(Boolean(consulta.data));

  useEffect(() => {
    if (consulta.error)
      notificar.error(MENSAJES_PEDIDOS.errorAcceso, aErrorDeServidor(consulta.error).detalle);
  }, [consulta.error]);

  if (id === null || consulta.error) {
    return (
      <EstadoVacio mensaje="No fue posible cargar el pedido.">
        <Link to="/pedidos-dashboard" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
          Volver a pedidos
        </Link>
      </EstadoVacio>
    );
  }
  if (!consulta.data) return <Spinner />;
  const p = consulta.data;
  const cerrado = p.estado === 0 || p.estado === 5;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-xl font-semibold">
            Pedido {p.id}: {p.nombreCargo}
          </h1>
          <p className="text-sm text-slate-600">
            {p.cliente.nombre} · {p.ciudad?.nombre ?? 'Multiciudad'}
            {p.esDestacado && (
              <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                Urgente
              </span>
            )}
          </p>
        </div>
        <DatosClave pedido={p} />
      </header>
      {!p.facDefinido && !cerrado && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800"
        >
          <span>{MENSAJES_PEDIDOS.sinFac}</span>
          <Boton variante="secundario" onClick={() => void navigate(`/pedidos-edit/${p.id}/fac`)}>
            Definir preguntas filtro
          </Boton>
        </div>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PanelEtapas pedido={p} />
        </div>
        <PanelAcciones pedido={p} />
      </div>
      {/* The work first (issue 13): the candidates before the order's fields, which fold away. */}
      {p.estado !== 1 && p.estado !== 111 && p.estado !== 112 && (
        <section id="candidatos" aria-label="Candidatos del pedido" className="scroll-mt-4">
          <PanelCandidatos pedido={p} />
        </section>
      )}
      <PanelInformacion pedido={p} />
      <PanelPruebas pedidoId={p.id} agregar={false} cerrado={cerrado} />
      <div className="grid gap-4 lg:grid-cols-2">
        <PanelComentarios pedidoId={p.id} />
        <PanelEventos pedidoId={p.id} />
      </div>
      <EstadoCorreos pedidoId={p.id} />
    </div>
  );
}
