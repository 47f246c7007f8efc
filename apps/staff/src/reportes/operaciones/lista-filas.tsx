import { useState } from 'react';
import {
  AYUDA_NIVEL_SERVICIO,
  esTerminoNivel,
  formatoFecha,
  formatoNumero,
  type ParteIndice,
} from '@talento/rules';
import { columnasDe, Paginador, Tabla } from '@talento/ui';
import { EnlaceHv, EnlacePedido } from '../../comun/enlaces';
import { trpc } from '../../trpc';
import { AvisoFilasValidadas } from './aviso-filas-validadas';
import type { FilaDetrasDeCifra, FiltrosInforme } from './tipos';

const c = columnasDe<FilaDetrasDeCifra>();
const DE_PEDIDO = [
  c.accessor('pedidoId', {
    header: 'Pedido',
    cell: ({ getValue }) => <EnlacePedido pedidoId={getValue()} />,
  }),
  c.accessor('cliente', { header: 'Cliente' }),
  c.accessor('cargo', { header: 'Cargo' }),
  c.accessor((f) => f.sucursal ?? '', {
    id: 'sucursal',
    header: 'Sucursal',
    cell: ({ getValue }) => getValue() || '—',
  }),
];
const FECHA = c.accessor((f) => f.fecha.toISOString(), {
  id: 'fecha',
  header: 'Fecha',
  cell: ({ row }) => formatoFecha(row.original.fecha),
});
const VACANTES = c.accessor('vacantes', {
  header: 'Vacantes',
  meta: { alinear: 'derecha' },
  cell: ({ getValue }) => formatoNumero(getValue(), 0),
});
const COLUMNAS_PEDIDOS = c.columns([...DE_PEDIDO, FECHA, VACANTES]);
/** A term of the service level: what each order adds to it (vacancies, or 1 for PPCC), so the list adds up to the figure. */
const COLUMNAS_TERMINO = c.columns([
  ...DE_PEDIDO,
  FECHA,
  VACANTES,
  c.accessor((f) => f.aporte ?? 0, {
    id: 'aporte',
    header: 'Aporta',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => formatoNumero(getValue(), 0),
  }),
]);
const COLUMNAS_CANDIDATOS = c.columns([
  c.accessor((f) => f.candidato ?? '', {
    id: 'candidato',
    header: 'Candidato',
    cell: ({ row }) =>
      row.original.candidatoId ? (
        <EnlaceHv candidatoId={row.original.candidatoId}>{row.original.candidato}</EnlaceHv>
      ) : (
        '—'
      ),
  }),
  ...DE_PEDIDO,
  c.accessor((f) => f.estado ?? '', { id: 'estado', header: 'Estado' }),
  FECHA,
]);
const idFila = (f: FilaDetrasDeCifra, i: number) => `${f.pedidoId}-${f.candidatoPedidoId ?? ''}-${i}`;

const plural = (n: number, uno: string, varios: string) => `${formatoNumero(n, 0)} ${n === 1 ? uno : varios}`;

/**
 * How many rows, and for a term of the service level the term itself: vP counts vacancies ("2 pedidos · 6 vacantes"),
 * PPCC counts orders.
 */
function textoTotal(
  clave: ParteIndice['clave'],
  datos: { origen: 'pedidos' | 'candidatos'; total: number; suma: number | null },
): string {
  const filas =
    datos.origen === 'pedidos'
      ? plural(datos.total, 'pedido', 'pedidos')
      : plural(datos.total, 'candidato', 'candidatos');
  if (datos.suma === null || clave === 'PPCC') return filas;
  return `${filas} · ${plural(datos.suma, 'vacante', 'vacantes')}`;
}

/**
 * The rows behind one measure or term over [desde, hasta] (`reportes.filas`, same filters), 20 per page. A validated
 * week's figure (`congelada`) opens the rows frozen with it; today's on request, to explain the difference. Any other
 * column asks for today's rows: a month may span exactly a validated week's days and still show today's figures.
 */
export function ListaFilas({
  parte,
  desde,
  hasta,
  periodo,
  congelada,
  filtros,
}: {
  parte: ParteIndice;
  desde: string;
  hasta: string;
  periodo: string;
  congelada: boolean;
  filtros: FiltrosInforme;
}) {
  const [pagina, setPagina] = useState(1);
  const [deHoy, setDeHoy] = useState(false);
  const consulta = trpc.reportes.filas.useQuery(
    {
      medida: parte.clave,
      desde,
      hasta,
      sucursalId: filtros.sucursalId,
      psicologoId: filtros.psicologoId,
      clienteId: filtros.clienteId,
      pagina,
      actuales: !congelada || deHoy,
    },
    { placeholderData: (anterior) => anterior },
  );
  const datos = consulta.data;
  const termino = esTerminoNivel(parte.clave);
  const nombre = parte.lugar ? `${parte.etiqueta} (${parte.lugar})` : parte.etiqueta;
  const total = datos ? textoTotal(parte.clave, datos) : '';
  return (
    <section aria-label={nombre} data-testid={`lista-${parte.clave}`} className="flex flex-col gap-2">
      {parte.lugar && <h3 className="font-semibold text-slate-800">{nombre}</h3>}
      {termino && (
        <p className="text-sm text-slate-600">
          {AYUDA_NIVEL_SERVICIO[parte.clave as keyof typeof AYUDA_NIVEL_SERVICIO]}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {termino
          ? `Medido al ${formatoFecha(hasta)}, periodo desde el ${formatoFecha(desde)}`
          : `Del ${formatoFecha(desde)} al ${formatoFecha(hasta)}`}
        {total && ` · ${total}`}
      </p>
      {congelada && datos?.validacion && (
        <AvisoFilasValidadas
          validacion={datos.validacion}
          congeladas={datos.congeladas}
          onCambiar={() => {
            setDeHoy(datos.congeladas);
            setPagina(1);
          }}
        />
      )}
      <Tabla
        etiqueta={`${nombre}, ${periodo}`}
        columnas={
          termino ? COLUMNAS_TERMINO : datos?.origen === 'candidatos' ? COLUMNAS_CANDIDATOS : COLUMNAS_PEDIDOS
        }
        datos={datos?.filas}
        cargando={consulta.isLoading}
        idFila={idFila}
        ordenable={false}
        vacio="No hay registros detrás de esta cifra."
        testIdFila={() => 'fila-detras-de-cifra'}
      />
      {datos && <Paginador pagina={datos.pagina} paginas={datos.paginas} onCambiar={setPagina} />}
    </section>
  );
}
