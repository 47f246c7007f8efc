import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ETIQUETA_ACCION_CLIENTE, formatoFechaHora, formatoNumero, MENSAJES_CLIENTE_PORTAL } from '@talento/rules';
import { Boton, columnasDe, EstadoVacio, Tabla, useConsultaMedios } from '@talento/ui';
import type { RouterOutputs } from '../trpc';
import { TarjetasCandidatos } from './tarjetas-candidatos';
import type { AccionesCliente } from './usar-acciones';

// Loaded when a candidate is chosen for them: the date picker and the forms are not part of the page's first load.
const ModalRechazo = lazy(() => import('./modal-rechazo').then((m) => ({ default: m.ModalRechazo })));
const ModalEntrevista = lazy(() => import('./modal-entrevista').then((m) => ({ default: m.ModalEntrevista })));

type Pedido = RouterOutputs['clientePortal']['pedido'];
type Candidato = Pedido['candidatos'][number];

const idCandidato = (c: Candidato) => String(c.candidatoPedidoId);
const testIdCandidato = (c: Candidato) => `candidato-${c.candidatoPedidoId}`;

/** The candidates sent to the client with the buttons the state machine allows them. */
export function TablaCandidatos({ pedido, acciones }: { pedido: Pedido; acciones: AccionesCliente }) {
  const [rechazando, setRechazando] = useState<Candidato | null>(null);
  const [agendando, setAgendando] = useState<Candidato | null>(null);
  // Below 640 px a table hides its last columns (the actions) off-screen: phones get one card per candidate.
  const ancho = useConsultaMedios('(min-width: 640px)');
  const base = (c: Candidato) => ({ candidatoPedidoId: c.candidatoPedidoId, version: c.version });

  const boton = (c: Candidato, accion: Candidato['acciones'][number]) => {
    const etiqueta = ETIQUETA_ACCION_CLIENTE[accion] ?? accion;
    const alHacer: Record<typeof accion, () => void> = {
      validar: () => acciones.validar.mutate(base(c)),
      rechazar: () => setRechazando(c),
      agendarEntrevista: () => setAgendando(c),
      aprobarEntrevista: () => acciones.aprobarEntrevista.mutate(base(c)),
      noApruebaEntrevista: () => acciones.noApruebaEntrevista.mutate(base(c)),
    };
    // Rechazar is the destructive action; "no aprueba" is a decision, not a danger.
    const variante = accion === 'rechazar' ? 'peligro' : accion === 'noApruebaEntrevista' ? 'secundario' : 'primario';
    return (
      <Boton key={accion} variante={variante} disabled={acciones.ocupado} onClick={alHacer[accion]} className="px-3 py-1">
        {etiqueta}
      </Boton>
    );
  };

  // Rebuilt each render: the buttons close over the current mutations (a handful of rows).
  const c = columnasDe<Candidato>();
  const columnas = c.columns([
    c.accessor('nombre', {
      header: 'Candidato',
      cell: ({ row: { original: x } }) => (
        <Link to={`/pedido/${pedido.id}/candidato/${x.candidatoPedidoId}`} className="font-medium text-marca-700 hover:underline">
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
          {x.fechaCitaCliente && <p className="text-xs text-slate-600">Entrevista: {formatoFechaHora(x.fechaCitaCliente)}</p>}
        </>
      ),
    }),
    ...(pedido.vePuntajes
      ? [c.accessor('puntajeGlobal', { header: 'Puntaje pruebas', meta: { alinear: 'derecha' }, cell: ({ getValue }) => formatoNumero(getValue()) })]
      : []),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: x } }) => <div className="flex flex-wrap gap-2">{x.acciones.map((a) => boton(x, a))}</div>,
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
        <TarjetasCandidatos pedido={pedido} testId={testIdCandidato} acciones={(x) => x.acciones.map((a) => boton(x, a))} />
      )}
      <Suspense fallback={null}>
        {rechazando && (
          <ModalRechazo
            key={`r-${rechazando.candidatoPedidoId}`}
            candidato={rechazando}
            cargando={acciones.rechazar.isPending}
            onRechazar={(datos) => acciones.rechazar.mutate(datos, { onSettled: () => setRechazando(null) })}
            onCerrar={() => setRechazando(null)}
          />
        )}
        {agendando && (
          <ModalEntrevista
            key={`e-${agendando.candidatoPedidoId}`}
            candidato={agendando}
            cargando={acciones.agendarEntrevista.isPending}
            onAgendar={(datos) => acciones.agendarEntrevista.mutate(datos, { onSettled: () => setAgendando(null) })}
            onCerrar={() => setAgendando(null)}
          />
        )}
      </Suspense>
    </>
  );
}
