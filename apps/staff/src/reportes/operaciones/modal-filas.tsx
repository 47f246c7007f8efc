import { useState } from 'react';
import { formatoFecha, formatoNumero } from '@talento/rules';
import { Boton, columnasDe, Modal, Paginador, Tabla, type CifraElegida } from '@talento/ui';
import { EnlaceHv, EnlacePedido } from '../../comun/enlaces';
import { trpc } from '../../trpc';
import type { FilaDetrasDeCifra, FiltrosInforme } from './tipos';

const c = columnasDe<FilaDetrasDeCifra>();
const DE_PEDIDO = [
  c.accessor('pedidoId', { header: 'Pedido', cell: ({ getValue }) => <EnlacePedido pedidoId={getValue()} /> }),
  c.accessor('cliente', { header: 'Cliente' }),
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor((f) => f.sucursal ?? '', { id: 'sucursal', header: 'Sucursal', cell: ({ getValue }) => getValue() || '—' }),
];
const COLUMNAS_PEDIDOS = c.columns([
  ...DE_PEDIDO,
  c.accessor((f) => f.fecha.toISOString(), { id: 'fecha', header: 'Fecha', cell: ({ row }) => formatoFecha(row.original.fecha) }),
  c.accessor('vacantes', { header: 'Vacantes', meta: { alinear: 'derecha' }, cell: ({ getValue }) => formatoNumero(getValue(), 0) }),
]);
const COLUMNAS_CANDIDATOS = c.columns([
  c.accessor((f) => f.candidato ?? '', {
    id: 'candidato',
    header: 'Candidato',
    cell: ({ row }) => (row.original.candidatoId ? <EnlaceHv candidatoId={row.original.candidatoId}>{row.original.candidato}</EnlaceHv> : '—'),
  }),
  ...DE_PEDIDO,
  c.accessor((f) => f.estado ?? '', { id: 'estado', header: 'Estado' }),
  c.accessor((f) => f.fecha.toISOString(), { id: 'fecha', header: 'Fecha', cell: ({ row }) => formatoFecha(row.original.fecha) }),
]);
const idFila = (f: FilaDetrasDeCifra, i: number) => `${f.pedidoId}-${f.candidatoPedidoId ?? ''}-${i}`;

/** The orders or candidates behind one number of the report (`reportes.filas`, same filters), 20 per page. */
export function ModalFilas({ cifra, filtros, onCerrar }: { cifra: CifraElegida; filtros: FiltrosInforme; onCerrar: () => void }) {
  const [pagina, setPagina] = useState(1);
  const consulta = trpc.reportes.filas.useQuery(
    { medida: cifra.medida, desde: cifra.desde, hasta: cifra.hasta, sucursalId: filtros.sucursalId, psicologoId: filtros.psicologoId, clienteId: filtros.clienteId, pagina },
    { placeholderData: (anterior) => anterior },
  );
  const datos = consulta.data;
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={`${cifra.etiqueta} · ${cifra.periodo}`}
      ancho="max-w-5xl"
      pie={
        <Boton variante="secundario" onClick={onCerrar}>
          Cerrar
        </Boton>
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        Del {formatoFecha(cifra.desde)} al {formatoFecha(cifra.hasta)}
        {datos && ` · ${formatoNumero(datos.total, 0)} ${datos.origen === 'pedidos' ? 'pedidos' : 'candidatos'}`}
      </p>
      <Tabla
        etiqueta={`${cifra.etiqueta}, ${cifra.periodo}`}
        columnas={datos?.origen === 'candidatos' ? COLUMNAS_CANDIDATOS : COLUMNAS_PEDIDOS}
        datos={datos?.filas}
        cargando={consulta.isLoading}
        idFila={idFila}
        ordenable={false}
        vacio="No hay registros detrás de esta cifra."
        testIdFila={() => 'fila-detras-de-cifra'}
      />
      {datos && <Paginador pagina={datos.pagina} paginas={datos.paginas} onCambiar={setPagina} />}
    </Modal>
  );
}
