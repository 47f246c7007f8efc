import { Link } from 'react-router';
import { formatoFecha, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { EstadoVacio, Spinner } from '@talento/ui';
import { DiasRestantes } from './dias-restantes';
import { Exportar } from './exportar';
import { trpc } from './trpc';

/**
 * "Mis pedidos": the orders of the user's companies in stages 3–4 with candidates sent to them, those waiting for
 * the client's decision first (the server's order) and marked.
 */
export function MisPedidos() {
  const lista = trpc.clientePortal.misPedidos.useQuery();
  return (
    <section>
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold">Mis pedidos</h1>
        <Exportar tipo="misPedidosCliente" filtros={{}} disabled={!lista.data?.length} />
      </header>
      {lista.isLoading ? (
        <Spinner />
      ) : (lista.data ?? []).length === 0 ? (
        <EstadoVacio mensaje={MENSAJES_CLIENTE_PORTAL.sinPedidos} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Lista de pedidos">
          {(lista.data ?? []).map((p) => (
            <li key={p.id}>
              <Link
                to={`/pedido/${p.id}`}
                data-testid={`pedido-${p.id}`}
                className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-marca-400 hover:shadow"
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="text-lg font-semibold">{p.cargo}</p>
                    <p className="text-sm text-slate-600">
                      Pedido {p.id} · {p.ciudad ?? 'Varias ciudades'}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="rounded bg-marca-50 px-2 py-0.5 text-xs font-medium text-marca-700">
                      {p.estadoEtiqueta}
                    </span>
                    {p.pendientesDecision > 0 && (
                      <span
                        data-testid="espera-decision"
                        className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
                      >
                        Espera su decisión
                      </span>
                    )}
                  </div>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-slate-500">Vacantes</dt>
                  <dd>
                    {p.vacantesCumplidas} de {p.vacantes} cubiertas
                  </dd>
                  <dt className="text-slate-500">Días restantes</dt>
                  <dd>
                    <DiasRestantes dias={p.diasRestantes} />
                  </dd>
                  <dt className="text-slate-500">Fecha de ingreso</dt>
                  <dd>{formatoFecha(p.fechaIngreso) || '—'}</dd>
                  <dt className="text-slate-500">Candidatos enviados</dt>
                  <dd>{p.candidatosEnviados}</dd>
                  <dt className="text-slate-500">Pendientes de su decisión</dt>
                  <dd className={p.pendientesDecision > 0 ? 'font-semibold text-amber-700' : undefined}>
                    {p.pendientesDecision}
                  </dd>
                </dl>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
