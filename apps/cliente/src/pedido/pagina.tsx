import { Link, useParams } from 'react-router';
import { diasRestantesCliente, formatoFecha, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { EstadoVacio, Spinner } from '@talento/ui';
import { trpc } from '../trpc';
import { TablaCandidatos } from './candidatos';
import { Comentarios } from './comentarios';
import { useAccionesCliente } from './usar-acciones';

/** Positive whole id from a route parameter, else null. */
export function idDeRuta(valor: string | undefined): number | null {
  const n = Number(valor);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export function NoEncontrado({ mensaje }: { mensaje: string }) {
  return (
    <EstadoVacio mensaje={mensaje}>
      <Link to="/" className="mt-4 inline-block text-sm text-marca-700 hover:underline">
        Volver a Mis pedidos
      </Link>
    </EstadoVacio>
  );
}

/** `/pedido/:id`: an order of the user's company with its candidates, actions and comments. */
export function PedidoPagina() {
  const id = idDeRuta(useParams().id);
  const consulta = trpc.clientePortal.pedido.useQuery({ id: id ?? 0 }, { enabled: id !== null, retry: false, meta: { silencioso: true } });
  const acciones = useAccionesCliente(id ?? 0);

  if (id === null || consulta.error) return <NoEncontrado mensaje={MENSAJES_CLIENTE_PORTAL.pedidoNoEncontrado} />;
  if (!consulta.data) return <Spinner />;
  const p = consulta.data;
  return (
    <div className="flex flex-col gap-5">
      <Link to="/" className="text-sm text-marca-700 hover:underline">
        ← Mis pedidos
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">
          Pedido {p.id}: {p.cargo}
        </h1>
        <span className="rounded bg-marca-50 px-2 py-0.5 text-sm font-medium text-marca-700">{p.estadoEtiqueta}</span>
      </header>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <Dato etiqueta="Empresa" valor={p.cliente} />
        <Dato etiqueta="Ciudad" valor={p.ciudad ?? 'Varias ciudades'} />
        <Dato etiqueta="Vacantes" valor={`${p.vacantesCumplidas} de ${p.vacantes} cubiertas`} />
        <Dato etiqueta="Días restantes" valor={diasRestantesCliente(p.diasRestantes).texto} />
        <Dato etiqueta="Fecha de ingreso" valor={formatoFecha(p.fechaIngreso) || '—'} />
        <Dato etiqueta="Fecha de solicitud" valor={formatoFecha(p.fechaSolicitud)} />
        {p.descripcion && (
          <div className="sm:col-span-3">
            <dt className="text-slate-500">Descripción</dt>
            <dd className="whitespace-pre-wrap">{p.descripcion}</dd>
          </div>
        )}
      </dl>
      {acciones.conflicto && (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          <span>{acciones.conflicto}</span>
          <button type="button" className="text-amber-900 underline" onClick={acciones.cerrarConflicto}>
            Cerrar
          </button>
        </div>
      )}
      <section>
        <h2 className="mb-3 text-lg font-semibold">Candidatos enviados</h2>
        <TablaCandidatos pedido={p} acciones={acciones} />
      </section>
      <Comentarios pedidoId={p.id} />
    </div>
  );
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <div>
      <dt className="text-slate-500">{etiqueta}</dt>
      <dd className="font-medium">{valor}</dd>
    </div>
  );
}
