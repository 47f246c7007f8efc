import { Link } from 'react-router';
import { formatoFechaHora, formatoNumero, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { columnasDe, EstadoVacio, Tabla, useConsultaMedios } from '@talento/ui';
import type { RouterOutputs } from '../trpc';
import { useEnlaceIniciarOrden } from '../contratacion/enlace-iniciar';
import { useDecisiones } from './decisiones';
import { TarjetasCandidatos } from './tarjetas-candidatos';
import type { AccionesCliente } from './usar-acciones';

type Pedido = RouterOutputs['clientePortal']['pedido'];
type Candidato = Pedido['candidatos'][number];

const idCandidato = (c: Candidato) => String(c.candidatoPedidoId);
const testIdCandidato = (c: Candidato) => `candidato-${c.candidatoPedidoId}`;

/** The candidates sent to the client with the buttons the state machine allows them. */
export function TablaCandidatos({ pedido, acciones }: { pedido: Pedido; acciones: AccionesCliente }) {
  const { botones: decisiones, modales } = useDecisiones(acciones);
  const enlaceOrden = useEnlaceIniciarOrden(pedido.id);
  const botones = (x: Candidato) => [...decisiones(x), enlaceOrden(x)];
  // Below 640 px a table hides its last columns (the actions) off-screen: phones get one card per candidate.
  const ancho = useConsultaMedios('(min-width: 640px)');

  // Rebuilt each render: the buttons close over the current mutations (a handful of rows).
  const c = columnasDe<Candidato>();
  const columnas = c.columns([
    c.accessor('nombre', {
      header: 'Candidato',
      cell: ({ row: { original: x } }) => (
        <Link
          to={`/pedido/${pedido.id}/candidato/${x.candidatoPedidoId}`}
          className="font-medium text-marca-700 hover:underline"
        >
          {x.nombre}
        </Link>
      ),
    }),
    c.accessor((x) => `${x.tipoDocumento} ${x.documento}`, { id: 'documento', header: 'Documento' }),
    c.accessor('estadoEtiqueta', {
      header: 'Estado',
      cell: ({ row: { original: x } }) => (
        <>
          <span data-testid="estado-candidato">{x.estadoEtiqueta}</span>
          {x.fechaCitaCliente && (
            <p className="text-xs text-slate-600">Entrevista: {formatoFechaHora(x.fechaCitaCliente)}</p>
          )}
        </>
      ),
    }),
    ...(pedido.vePuntajes
      ? [
          c.accessor('puntajeGlobal', {
            header: 'Puntaje pruebas',
            meta: { alinear: 'derecha' },
            cell: ({ getValue }) => formatoNumero(getValue()),
          }),
        ]
      : []),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: x } }) => <div className="flex flex-wrap gap-2">{botones(x)}</div>,
    }),
  ]);

  if (pedido.candidatos.length === 0) return <EstadoVacio mensaje={MENSAJES_CLIENTE_PORTAL.sinCandidatos} />;
  return (
    <>
      {ancho ? (
        <Tabla
          etiqueta="Candidatos enviados"
          columnas={columnas}
          datos={pedido.candidatos}
          idFila={idCandidato}
          testIdFila={testIdCandidato}
          altoLimitado={false}
        />
      ) : (
        <TarjetasCandidatos pedido={pedido} testId={testIdCandidato} acciones={botones} />
      )}
      {modales}
    </>
  );
}
