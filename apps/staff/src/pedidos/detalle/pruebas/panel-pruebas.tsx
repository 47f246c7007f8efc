import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PRUEBAS_PEDIDO, type PruebaPedido } from '@talento/rules';
import { Boton, Dato, Rejilla, Seccion, Spinner } from '@talento/ui';
import { useUsuario } from '../../../auth/use-sesion';
import { trpc } from '../../../trpc';

const ModalPruebas = lazy(() => import('./modal-pruebas'));

const NOMBRE: Readonly<Record<PruebaPedido, string>> = {
  FAC: 'Preguntas filtro',
  DETAC: 'DETAC',
  COMPETENCIAS: 'Competencias',
  IDISC: 'IDISC',
  VALORES: 'Valores',
  ENTREVISTA: 'Video entrevista',
};

/**
 * The tests of one order (a stock order's city line): those defined, "Agregar pruebas" while some are missing and
 * the link to the candidates invited to them. Shown to users who may define tests (read_pedido_definir_pruebas).
 */
export function PanelPruebas({ pedidoId, titulo = 'Pruebas' }: { pedidoId: number; titulo?: string }) {
  const { permisos } = useUsuario();
  const puede = permisos.includes('read_pedido_definir_pruebas');
  const opciones = trpc.pedidos.opcionesPruebas.useQuery({ pedidoId }, { enabled: puede });
  const [abierto, setAbierto] = useState(false);
  if (!puede) return null;
  const o = opciones.data;
  const definidas = o ? PRUEBAS_PEDIDO.filter((p) => o.definidas[p]).map((p) => NOMBRE[p]) : [];
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
          </Rejilla>
          {o.disponibles.length > 0 && (
            <Boton variante="secundario" onClick={() => setAbierto(true)}>
              Agregar pruebas
            </Boton>
          )}
        </div>
      )}
      {abierto && (
        <Suspense fallback={null}>
          <ModalPruebas pedidoId={pedidoId} onCerrar={() => setAbierto(false)} />
        </Suspense>
      )}
    </Seccion>
  );
}
