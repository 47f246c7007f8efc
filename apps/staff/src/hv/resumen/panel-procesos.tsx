import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ESTADO_CANDIDATO_PEDIDO, formatoFecha, MENSAJES_PROCESOS_HV as M, POOL } from '@talento/rules';
import { FallaDeCarga, Seccion, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { useAvisoError } from './aviso-error';

const enlace = 'font-medium text-marca-700 underline-offset-2 hover:underline';
const hasta = (fecha: string | null) => (fecha ? ` · vigente hasta el ${formatoFecha(fecha)}` : '');

function Grupo<T>({
  titulo,
  vacio,
  filas,
  clave,
  fila,
}: {
  titulo: string;
  vacio: string;
  filas: readonly T[];
  clave: (f: T) => number;
  fila: (f: T) => ReactNode;
}) {
  return (
    <div className="mt-3 first:mt-0">
      <h3 className="text-sm font-semibold text-slate-700">{titulo}</h3>
      {filas.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{vacio}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {filas.map((f) => (
            <li key={clave(f)} className="py-1.5">
              {fila(f)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Where the person is now: current orders of the user's clients (links to each), stock pools and categories. */
export function PanelProcesos({ candidatoId }: { candidatoId: number }) {
  const consulta = trpc.hojasDeVida.procesos.useQuery({ candidatoId }, { meta: { silencioso: true } });
  useAvisoError(consulta.error, M.falla);
  return (
    <Seccion titulo={M.titulo}>
      {consulta.isPending ? (
        <Spinner />
      ) : consulta.isError ? (
        <FallaDeCarga mensaje={M.falla} />
      ) : (
        <>
          <Grupo
            titulo={M.pedidos}
            vacio={M.sinPedidos}
            filas={consulta.data.pedidos}
            clave={(p) => p.idPedido}
            fila={(p) => (
              <>
                <Link
                  to={
                    p.esStock
                      ? `/stock/pedido-detail/${p.idPedido}`
                      : `/pedido-detail/${p.idPedido}#candidatos`
                  }
                  className={enlace}
                >
                  {p.esStock ? 'Pedido stock' : 'Pedido'} {p.idPedido} · {p.cargo}
                </Link>
                <span className="block text-slate-600">
                  {p.cliente}
                  {p.ciudad ? ` · ${p.ciudad}` : ''} · {POOL.etiqueta(p.pool)}:{' '}
                  {ESTADO_CANDIDATO_PEDIDO.etiqueta(p.estadoCandidato)}
                </span>
              </>
            )}
          />
          <Grupo
            titulo={M.stock}
            vacio={M.sinStock}
            filas={consulta.data.stock}
            clave={(s) => s.id}
            fila={(s) => (
              <span className="text-slate-700">
                {s.perfil} · {s.cliente} · {s.ciudad}
                {hasta(s.vigenteHasta)}
              </span>
            )}
          />
          <Grupo
            titulo={M.categorias}
            vacio={M.sinCategorias}
            filas={consulta.data.categorias}
            clave={(c) => c.id}
            fila={(c) => (
              <span className="text-slate-700">
                {c.categoria} · {c.ciudad}
                {hasta(c.vigenteHasta)}
              </span>
            )}
          />
        </>
      )}
    </Seccion>
  );
}
