import { Link } from 'react-router';
import { formatoFecha, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Dato, InsigniaEstado, Rejilla, Spinner, useAvisoDeFalla, useIdRuta } from '@talento/ui';
import { trpc } from '../trpc';
import { DiasRestantes } from '../dias-restantes';
import { AvisoConflicto } from './aviso-conflicto';
import { TablaCandidatos } from './candidatos';
import { Comentarios } from './comentarios';
import { NoEncontrado } from './no-encontrado';
import { useAccionesCliente } from './usar-acciones';

/** `/pedido/:id`: an order of the user's company with its candidates, actions and comments. */
export function PedidoPagina() {
  const id = useIdRuta('id');
  const consulta = trpc.clientePortal.pedido.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, retry: false, meta: { silencioso: true } },
  );
  const acciones = useAccionesCliente(id ?? 0);
  // Spec 01 §7 "Validate implementation": the server's one rule for showing tests; a failed check hides them.
  const implementacion = trpc.clientePortal.validarImplementacion.useQuery(
    { pedidoId: id ?? 0 },
    { enabled: id !== null, retry: false, meta: { silencioso: true } },
  );
  useAvisoDeFalla(implementacion.error, MENSAJES_CLIENTE_PORTAL.errorValidarImplementacion);

  if (id === null || consulta.error)
    return <NoEncontrado mensaje={MENSAJES_CLIENTE_PORTAL.pedidoNoEncontrado} />;
  if (!consulta.data) return <Spinner />;
  const p = {
    ...consulta.data,
    vePuntajes: consulta.data.vePuntajes && implementacion.data?.implementacion === true,
  };
  return (
    <div className="flex flex-col gap-5">
      <Link to="/" className="text-sm text-marca-700 hover:underline">
        ← Mis pedidos
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          Pedido {p.id}: {p.cargo}
        </h1>
        <InsigniaEstado etiqueta={p.estadoEtiqueta} tono="marca" />
      </header>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <Rejilla etiqueta="Datos del pedido">
          <Dato etiqueta="Empresa">{p.cliente}</Dato>
          <Dato etiqueta="Ciudad">{p.ciudad ?? 'Varias ciudades'}</Dato>
          <Dato etiqueta="Vacantes">{`${p.vacantesCumplidas} de ${p.vacantes} cubiertas`}</Dato>
          <Dato etiqueta="Días restantes">
            <DiasRestantes dias={p.diasRestantes} />
          </Dato>
          <Dato etiqueta="Fecha de ingreso">{formatoFecha(p.fechaIngreso)}</Dato>
          <Dato etiqueta="Fecha de solicitud">{formatoFecha(p.fechaSolicitud)}</Dato>
          {p.descripcion && (
            <Dato etiqueta="Descripción" ancho>
              {p.descripcion}
            </Dato>
          )}
        </Rejilla>
      </div>
      <AvisoConflicto acciones={acciones} />
      <section>
        <h2 className="mb-3 text-lg font-semibold">Candidatos enviados</h2>
        <TablaCandidatos pedido={p} acciones={acciones} />
      </section>
      <Comentarios pedidoId={p.id} />
    </div>
  );
}
