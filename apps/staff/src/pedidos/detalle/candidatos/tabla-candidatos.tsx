import { createContext, useContext, useMemo } from 'react';
import { formatoNumero, formatoPorcentaje } from '@talento/rules';
import { columnasDe, Tabla, useIdRuta } from '@talento/ui';
import { EnlaceHv } from '../../../comun/enlaces';
import { trpc } from '../../../trpc';
import { BotonesCandidato, type SolicitudFila } from './fila-candidato';
import type { Marcas } from './grupo-candidatos';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** A candidate of the dense view with their FAC score of this order (null: not answered). */
type FilaTabla = CandidatoFila & { fac: number | null; puntaje: number | null };

/** What the actions cell needs of the panel (the columns stay at module scope, stable between renders). */
const AccionesDeTabla = createContext<{
  acciones: AccionesCandidato;
  onSolicitar: (s: SolicitudFila) => void;
  pedidoId: number;
} | null>(null);

/** The candidate's name, linking to their CV in this order's context, and their document. */
function CeldaCandidato({ c }: { c: CandidatoFila }) {
  const contexto = useContext(AccionesDeTabla);
  return (
    <div>
      <EnlaceHv candidatoId={c.candidatoId} {...(contexto ? { pedidoId: contexto.pedidoId } : {})}>
        {c.nombre}
      </EnlaceHv>
      <p className="text-xs text-slate-500">CC {c.documento}</p>
    </div>
  );
}

function CeldaAcciones({ c }: { c: CandidatoFila }) {
  const contexto = useContext(AccionesDeTabla);
  if (!contexto) return null;
  return <BotonesCandidato c={c} acciones={contexto.acciones} onSolicitar={contexto.onSolicitar} />;
}

const c = columnasDe<FilaTabla>();
const COLUMNAS = c.columns([
  c.accessor('nombre', {
    header: 'Candidato',
    cell: (i) => <CeldaCandidato c={i.row.original} />,
  }),
  c.accessor('estadoEtiqueta', { header: 'Estado' }),
  c.accessor('puntaje', {
    header: 'Puntaje',
    cell: (i) => formatoNumero(i.getValue(), 0) || '—',
    meta: { alinear: 'derecha' },
  }),
  c.accessor('fac', {
    header: 'FAC',
    cell: (i) => (i.getValue() === null ? '—' : formatoNumero(i.getValue(), 0)),
    meta: { alinear: 'derecha' },
  }),
  c.accessor('porcentajeHv', {
    header: 'HV',
    cell: (i) => formatoPorcentaje(i.getValue()),
    meta: { alinear: 'derecha' },
  }),
  c.accessor('estadoProductoEtiqueta', { header: 'Producto' }),
  c.display({
    id: 'acciones',
    header: 'Acciones',
    cell: (i) => <CeldaAcciones c={i.row.original} />,
    meta: { etiquetaTarjeta: 'Acciones' },
  }),
]);

const idFila = (f: FilaTabla) => String(f.id);
const etiquetaFila = (f: FilaTabla) => f.nombre;
const testIdFila = (f: FilaTabla) => `candidato-${f.id}`;

/**
 * The order's candidates as one dense table (issue 39): a row per candidate with score, FAC, CV % and product state,
 * sortable by any column, arrows to move between rows, the same checkboxes as the grouped view (the sticky bulk bar
 * acts on them) and the same buttons per row.
 */
export function TablaCandidatos({
  pedidoId: pedidoDeFilas,
  candidatos,
  acciones,
  marcas,
  onSolicitar,
  vacio,
}: {
  pedidoId: number;
  candidatos: readonly CandidatoFila[];
  vacio: string;
  acciones: AccionesCandidato;
  marcas: Marcas;
  onSolicitar: (s: SolicitudFila) => void;
}) {
  const pedidoId = useIdRuta('idPedido') ?? 0;
  const fac = trpc.fac.resultadosPedido.useQuery(
    { pedidoId },
    { enabled: pedidoId > 0, meta: { silencioso: true } },
  );
  const filas = useMemo(() => {
    const puntajes = new Map(
      (fac.data?.candidatos ?? []).map((r) => [r.candidatoPedidoId, r.resultado?.puntaje ?? null]),
    );
    return candidatos.map((x) => ({
      ...x,
      fac: puntajes.get(x.id) ?? null,
      puntaje: x.puntajeCompatibilidad ?? x.puntajeGlobal,
    }));
  }, [candidatos, fac.data]);
  const contexto = useMemo(
    () => ({ acciones, onSolicitar, pedidoId: pedidoDeFilas }),
    [acciones, onSolicitar, pedidoDeFilas],
  );
  const { marcables, marcados, marcar } = marcas;
  const seleccion = {
    ids: [...marcados].map(String),
    etiquetaFila,
    seleccionable: (f: FilaTabla) => marcables.has(f.id),
    onCambiar: (ids: string[]) => {
      const nuevos = new Set(ids.map(Number));
      marcar(
        [...marcados].filter((id) => !nuevos.has(id)),
        false,
      );
      marcar(
        [...nuevos].filter((id) => !marcados.has(id)),
        true,
      );
    },
  };
  return (
    <AccionesDeTabla.Provider value={contexto}>
      <Tabla
        etiqueta="Tabla de candidatos"
        columnas={COLUMNAS}
        datos={filas}
        idFila={idFila}
        testIdFila={testIdFila}
        seleccion={seleccion}
        vacio={vacio}
        tarjetasEnTelefono
      />
    </AccionesDeTabla.Provider>
  );
}
