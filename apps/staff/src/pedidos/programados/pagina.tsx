import type { inferRouterOutputs } from '@trpc/server';
import { Link } from 'react-router';
import type { AppRouter } from '@talento/api';
import { ESTADO_PRUEBA_PROGRAMADA, EstadoPruebaProgramada, formatoFechaHora } from '@talento/rules';
import { columnasDe, EstadoVacio, InsigniaEstado, Spinner, Tabla, useIdRuta, type Tono } from '@talento/ui';
import { trpc } from '../../trpc';

type Fila = inferRouterOutputs<AppRouter>['pedidos']['programados']['programados'][number];
type Codigo = keyof Fila['estados'];

const c = columnasDe<Fila>();
const idFila = (f: Fila) => String(f.id);
const PRUEBAS: [Codigo, string][] = [['FAC', 'FAC'], ['DETAC', 'DETAC'], ['COMPETENCIAS', 'Competencias'], ['IDISC', 'IDISC'], ['VALORES', 'Valores'], ['ENTREVISTA', 'Entrevista']];
const TONO: Record<number, Tono> = { [EstadoPruebaProgramada.PROGRAMADA]: 'info', [EstadoPruebaProgramada.PRESENTADA]: 'exito', [EstadoPruebaProgramada.NO_PROGRAMADA]: 'neutro' };
const SIN_PROGRAMADOS = 'El pedido no tiene candidatos programados';

const columnas = c.columns([
  c.accessor('correo', { header: 'Correo' }),
  c.accessor('candidato', {
    header: 'Candidato',
    cell: ({ getValue }) => {
      const candidato = getValue();
      return candidato ? (
        <Link to={`/hv/${candidato.id}`} className="text-marca-700 hover:underline">
          {candidato.nombre}
        </Link>
      ) : (
        'Sin hoja de vida'
      );
    },
  }),
  c.accessor('programaPruebaFecha', { header: 'Programado', cell: ({ getValue }) => { const f = getValue(); return f ? formatoFechaHora(f) : '—'; } }),
  c.accessor('fechaInformaPrueba', { header: 'Informó resultados', cell: ({ getValue }) => { const f = getValue(); return f ? formatoFechaHora(f) : '—'; } }),
  ...PRUEBAS.map(([codigo, titulo]) =>
    c.accessor((f: Fila) => f.estados[codigo], {
      id: codigo,
      header: titulo,
      cell: ({ getValue }) => <InsigniaEstado etiqueta={ESTADO_PRUEBA_PROGRAMADA.etiqueta(getValue())} tono={TONO[getValue()] ?? 'neutro'} />,
    }),
  ),
]);

/**
 * `/pedido-programados/:idPedido` (read_pedido): everyone invited to the order's digital tests with the status of
 * each test (1 Programada, 2 Presentada, 3 No programada), updated as the test platform posts results.
 */
export default function Pagina() {
  const pedidoId = useIdRuta('idPedido');
  const consulta = trpc.pedidos.programados.useQuery({ pedidoId: pedidoId ?? 0 }, { enabled: pedidoId !== null, meta: { silencioso: true }, retry: false });

  if (pedidoId === null || consulta.error) return <EstadoVacio mensaje="No fue posible cargar el pedido." />;
  if (!consulta.data) return <Spinner />;
  const { pedido, programados } = consulta.data;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">
          Candidatos programados del pedido {pedido.id}: {pedido.nombreCargo}
        </h1>
        <Link to={`/pedido-detail/${pedido.id}`} className="text-sm text-marca-700 hover:underline">
          Volver al pedido
        </Link>
      </header>
      <Tabla etiqueta="Candidatos programados" columnas={columnas} datos={programados} cargando={false} vacio={SIN_PROGRAMADOS} idFila={idFila} ordenable={false} />
    </div>
  );
}
