import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { MENSAJES_PRUEBAS_PEDIDO, PRUEBAS_PEDIDO, type PruebaPedido } from '@talento/rules';
import { Boton, Dato, Rejilla, Seccion, Spinner } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';
import { EstadoLlamada, intervaloMientrasPendiente } from '../../programados/llamada-plataforma';
import { PruebasElegidas } from './pruebas-elegidas';

const ModalPruebas = lazy(() => import('./modal-pruebas'));
const ModalPreguntas = lazy(() => import('./modal-preguntas'));

const NOMBRE: Readonly<Record<PruebaPedido, string>> = {
  FAC: 'Preguntas filtro',
  DETAC: 'DETAC',
  COMPETENCIAS: 'Competencias',
  IDISC: 'IDISC',
  VALORES: 'Valores',
  ENTREVISTA: 'Video entrevista',
};

type LlamadaDelPedido = { operacion: string; estado: number; estadoEtiqueta: string; mensaje: string | null };

/** The latest "create process" call of the order (calls come newest first), as a list of at most one. */
function procesoDe<L extends LlamadaDelPedido>(llamadas: readonly L[]): L[] {
  const ultima = llamadas.find((l) => l.operacion === 'proceso');
  return ultima ? [ultima] : [];
}

/**
 * The tests of one order (a stock order's city line): those defined, "Agregar pruebas" while some are missing and
 * the link to the candidates invited to them, the state of the "create process" call to the test platform and what was
 * chosen for each test (DETAC, competencies, values, interview questions, which can be replaced). Shown
 * to users who may define tests (read_pedido_definir_pruebas). `agregar` false: the screen offers "Agregar
 * pruebas" elsewhere (the ordinary order's action panel).
 */
export function PanelPruebas({
  pedidoId,
  titulo = 'Pruebas',
  agregar = true,
  cerrado = false,
}: {
  pedidoId: number;
  titulo?: string;
  agregar?: boolean;
  /** Cancelled or finished: what was chosen is shown, the interview questions are not replaced. */
  cerrado?: boolean;
}) {
  const { permisos } = useUsuario();
  const puede = permisos.includes('read_pedido_definir_pruebas');
  const opciones = trpc.pedidos.opcionesPruebas.useQuery(
    { pedidoId },
    // The outbox worker creates the process on the platform in the background: ask again while it is Pendiente.
    {
      enabled: puede,
      refetchInterval: (q) =>
        intervaloMientrasPendiente(
          q.state.data?.plataformaConfigurada,
          procesoDe(q.state.data?.llamadasPlataforma ?? []),
        ),
    },
  );
  const [abierto, setAbierto] = useState<'pruebas' | 'preguntas' | null>(null);
  if (!puede) return null;
  const o = opciones.data;
  const definidas = o ? PRUEBAS_PEDIDO.filter((p) => o.definidas[p]).map((p) => NOMBRE[p]) : [];
  const [proceso] = o ? procesoDe(o.llamadasPlataforma) : [];
  return (
    <Seccion
      titulo={titulo}
      acciones={
        <Link to={`/pedido-programados/${pedidoId}`} className="text-sm text-marca-700 hover:underline">
          Candidatos programados
        </Link>
      }
    >
      {!o ? (
        <Spinner />
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Rejilla>
            <Dato etiqueta="Pruebas definidas">{definidas.join(', ') || 'Ninguna'}</Dato>
            {proceso && (
              <Dato etiqueta="Proceso en la plataforma de pruebas">
                <EstadoLlamada llamada={proceso} />
              </Dato>
            )}
          </Rejilla>
          {agregar && o.disponibles.length > 0 && (
            <Boton variante="secundario" onClick={() => setAbierto('pruebas')}>
              Agregar pruebas
            </Boton>
          )}
          {proceso && !o.plataformaConfigurada && (
            <p className="w-full rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {MENSAJES_PRUEBAS_PEDIDO.plataformaNoConfigurada}
            </p>
          )}
        </div>
      )}
      {o && (
        <PruebasElegidas
          opciones={o}
          onReemplazarPreguntas={!cerrado ? () => setAbierto('preguntas') : undefined}
        />
      )}
      {abierto === 'pruebas' && (
        <Suspense fallback={null}>
          <ModalPruebas pedidoId={pedidoId} onCerrar={() => setAbierto(null)} />
        </Suspense>
      )}
      {abierto === 'preguntas' && o && (
        <Suspense fallback={null}>
          <ModalPreguntas opciones={o} onCerrar={() => setAbierto(null)} />
        </Suspense>
      )}
    </Seccion>
  );
}
