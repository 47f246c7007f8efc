import { Link } from 'react-router';
import { formatoFecha } from '@talento/rules';
import { columnasDe, InsigniaEstado, Tabla } from '@talento/ui';
import { trpc, type RouterOutputs } from '../trpc';

type FilaOrden = RouterOutputs['contratacion']['cliente']['misOrdenes'][number];

const TONO = { guardada: 'aviso', radicada: 'info', enviada_nomina: 'exito' } as const;

const c = columnasDe<FilaOrden>();
const COLUMNAS = c.columns([
  c.accessor('consecutivo', { header: 'Orden', cell: ({ getValue }) => `N.º ${getValue()}` }),
  // The state right after the order: read first on a wide table and near the top of each phone card.
  c.accessor('estadoEtiqueta', {
    header: 'Estado',
    cell: ({ getValue, row: { original: f } }) => (
      <InsigniaEstado etiqueta={getValue()} tono={TONO[f.estado]} testId={`estado-orden-${f.id}`} />
    ),
  }),
  c.accessor('cliente', { header: 'Empresa' }),
  c.accessor('candidatos', { header: 'Candidato', cell: ({ getValue }) => getValue().join(', ') }),
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor('ciudad', { header: 'Ciudad' }),
  c.accessor('pedidoId', {
    header: 'Pedido',
    cell: ({ getValue }) => (
      <Link to={`/pedido/${getValue()}`} className="text-marca-700 hover:underline">
        {getValue()}
      </Link>
    ),
  }),
  c.accessor('fechaCreado', { header: 'Creada', cell: ({ getValue }) => formatoFecha(getValue()) }),
  c.accessor('creadoPorCliente', {
    header: 'Iniciada por',
    cell: ({ getValue }) => (getValue() ? 'Su empresa' : 'Talento'),
  }),
]);
const idFila = (f: FilaOrden) => String(f.id);

/** "Órdenes de contratación" (issue 14, the client's side): the status of every hiring order of the user's companies. */
export function OrdenesContratacion() {
  const lista = trpc.contratacion.cliente.misOrdenes.useQuery();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">Órdenes de contratación</h1>
      <Tabla
        etiqueta="Órdenes de contratación"
        columnas={COLUMNAS}
        datos={lista.data}
        cargando={lista.isLoading}
        vacio="Sus empresas no tienen órdenes de contratación."
        idFila={idFila}
        testIdFila={(f) => `orden-${f.id}`}
        tarjetasEnTelefono
      />
    </section>
  );
}
