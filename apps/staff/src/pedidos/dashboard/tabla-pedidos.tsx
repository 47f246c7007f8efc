import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TarjetaPedido, VistaDashboard } from '@talento/rules';
import { CAUSA_CANCELACION, diasEnRojo, ESTADO_PEDIDO, ETIQUETA_PEDIDO_TERMINADO, etapaDeTarjeta, formatoFecha, maquinaPedido } from '@talento/rules';
import { columnasDe, InsigniaEstado, Tabla, type ColumnasTabla, type Tono } from '@talento/ui';

/** Stage tones: the pipeline moves from neutral to success; closed orders are grey or red. */
const TONO_ETAPA: Record<number, Tono> = { 1: 'neutro', 2: 'info', 3: 'marca', 4: 'exito', 0: 'peligro', 5: 'neutro' };

const idPedido = (t: TarjetaPedido) => String(t.id);
const testIdPedido = (t: TarjetaPedido) => `fila-pedido-${t.id}`;

function columnas(vista: VistaDashboard): ColumnasTabla<TarjetaPedido> {
  const c = columnasDe<TarjetaPedido>();
  const comunes = [
    c.accessor('id', { header: 'N.º', meta: { alinear: 'derecha', claseCelda: 'text-slate-600' } }),
    c.accessor('cargo', {
      header: 'Cargo',
      // A real link: ctrl/middle click opens the order in a new tab.
      cell: ({ row: { original: t } }) => (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <Link to={maquinaPedido.rutaDePedido(t.id, t.estado)} className="font-medium text-marca-700 hover:underline">
            {t.cargo}
          </Link>
          {t.esDestacado && <InsigniaEstado etiqueta="Urgente" tono="aviso" />}
          {!t.tieneFac && vista === 'vigentes' && <InsigniaEstado etiqueta="Sin FAC" />}
        </span>
      ),
    }),
    c.accessor((t) => etapaDeTarjeta(t.estado), {
      id: 'etapa',
      header: 'Etapa',
      cell: ({ getValue }) => <InsigniaEstado etiqueta={ESTADO_PEDIDO.etiqueta(getValue())} tono={TONO_ETAPA[getValue()]} testId="etapa-pedido" />,
    }),
    c.accessor('clienteNombre', { header: 'Cliente' }),
    c.accessor((t) => t.ciudad ?? 'Multiciudad', {
      id: 'ciudad',
      header: 'Ciudad',
      cell: ({ getValue, row: { original: t } }) => (t.lineasCiudad > 1 ? `${getValue()} (${t.lineasCiudad} ciudades)` : getValue()),
    }),
    c.accessor('vacantes', {
      header: 'Vacantes',
      meta: { alinear: 'derecha' },
      cell: ({ row: { original: t } }) => `${t.vacantesCumplidas}/${t.vacantes}`,
    }),
    c.accessor('fechaSolicitud', { header: 'Solicitud', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.accessor('fechaIngreso', { header: 'Ingreso', cell: ({ getValue }) => formatoFecha(getValue()) || '—' }),
  ];
  const psicologa = c.accessor((t) => t.encargado ?? '', { id: 'encargado', header: 'Psicóloga', cell: ({ getValue }) => getValue() || '—' });
  if (vista === 'vigentes') {
    const dias = c.accessor('diasRestantes', {
      header: 'Días restantes',
      meta: { alinear: 'derecha' },
      cell: ({ getValue }) => (
        <span data-testid="dias-restantes" className={diasEnRojo(getValue()) ? 'font-semibold text-red-700' : undefined}>
          {getValue()}
        </span>
      ),
    });
    return c.columns([...comunes, dias, psicologa]);
  }
  const cierre = c.accessor((t) => t.fechaCierre ?? '', { id: 'cierre', header: 'Cerrado el', cell: ({ getValue }) => formatoFecha(getValue()) });
  const causa = c.accessor((t) => (t.estado === 5 ? ETIQUETA_PEDIDO_TERMINADO : CAUSA_CANCELACION.etiqueta(t.causaCancelacion)), {
    id: 'causa',
    header: 'Causa',
  });
  return c.columns([...comunes, cierre, causa, psicologa]);
}

/**
 * The dense layout: one row per order of the same answer the stage columns show (same filters, same scope),
 * sortable by every column on the client (the server sends the newest orders first), sticky header.
 */
export function TablaPedidos({ vista, tarjetas }: { vista: VistaDashboard; tarjetas: TarjetaPedido[] }) {
  const definicion = useMemo(() => columnas(vista), [vista]);
  return (
    <div data-testid="vista-filas">
      <Tabla
        etiqueta={vista === 'vigentes' ? 'Pedidos vigentes' : 'Pedidos cancelados y terminados'}
        columnas={definicion}
        datos={tarjetas}
        idFila={idPedido}
        testIdFila={testIdPedido}
      />
    </div>
  );
}
