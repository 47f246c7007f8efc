import { useMemo } from 'react';
import { Link } from 'react-router';
import type { TarjetaPedido, VistaDashboard } from '@talento/rules';
import {
  CAUSA_CANCELACION,
  diasEnRojo,
  ESTADO_PEDIDO,
  ETIQUETA_PEDIDO_TERMINADO,
  etapaDeTarjeta,
  formatoFecha,
  maquinaPedido,
} from '@talento/rules';
import { columnasDe, InsigniaEstado, Tabla, type ColumnasTabla, type Tono } from '@talento/ui';
import { AccionesFila } from './acciones-fila';

/** Stage tones: the pipeline moves from neutral to success; closed orders are grey or red. */
const TONO_ETAPA: Record<number, Tono> = {
  1: 'neutro',
  2: 'info',
  3: 'marca',
  4: 'exito',
  0: 'peligro',
  5: 'neutro',
};

const idPedido = (t: TarjetaPedido) => String(t.id);
/**
 * Dense rows: numbers and dates on one line; names (job, client, city, psychologist), long stage names and the
 * quick actions wrap, so every column fits at 1440 px and the box scrolls sideways only on narrower screens.
 */
/** Cells a little tighter than the shared table's (px-3): eleven columns in the width of a 1440 px screen. */
const CELDA = { claseCelda: 'px-2!' } as const;
const LINEA = { claseCelda: 'whitespace-nowrap px-2!' } as const;
const LINEA_DERECHA = { alinear: 'derecha', claseCelda: 'whitespace-nowrap px-2!' } as const;
const testIdPedido = (t: TarjetaPedido) => `fila-pedido-${t.id}`;

/**
 * Number, position and stage first, then what the view is about (remaining days, or closing), then the rest;
 * current orders end with their quick actions.
 */
function columnas(vista: VistaDashboard, permisos: readonly string[]): ColumnasTabla<TarjetaPedido> {
  const c = columnasDe<TarjetaPedido>();
  const cabeza = [
    c.accessor('id', {
      header: 'N.º',
      meta: { alinear: 'derecha', claseCelda: 'whitespace-nowrap px-2! text-slate-600' },
    }),
    c.accessor('cargo', {
      header: 'Cargo',
      meta: CELDA,
      // A real link: ctrl/middle click opens the order in a new tab.
      cell: ({ row: { original: t } }) => (
        <span className="flex flex-wrap items-baseline gap-x-1.5">
          <Link
            to={maquinaPedido.rutaDePedido(t.id, t.estado)}
            className="font-medium text-marca-700 hover:underline"
          >
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
      meta: CELDA,
      cell: ({ getValue }) => (
        // "Legalización de contrato" in two lines rather than a wider table.
        <span className="[&>span]:whitespace-normal">
          <InsigniaEstado
            etiqueta={ESTADO_PEDIDO.etiqueta(getValue())}
            tono={TONO_ETAPA[getValue()]}
            testId="etapa-pedido"
          />
        </span>
      ),
    }),
  ];
  const resto = [
    c.accessor('clienteNombre', { header: 'Cliente', meta: CELDA }),
    c.accessor((t) => t.ciudad ?? 'Multiciudad', {
      id: 'ciudad',
      header: 'Ciudad',
      meta: CELDA,
      cell: ({ getValue, row: { original: t } }) =>
        t.lineasCiudad > 1 ? `${getValue()} (${t.lineasCiudad} ciudades)` : getValue(),
    }),
    c.accessor('vacantes', {
      header: 'Vacantes',
      meta: LINEA_DERECHA,
      cell: ({ row: { original: t } }) => `${t.vacantesCumplidas}/${t.vacantes}`,
    }),
    c.accessor('fechaSolicitud', {
      header: 'Solicitud',
      meta: LINEA,
      cell: ({ getValue }) => formatoFecha(getValue()),
    }),
    c.accessor('fechaIngreso', {
      header: 'Ingreso',
      meta: LINEA,
      cell: ({ getValue }) => formatoFecha(getValue()) || '—',
    }),
  ];
  const psicologa = c.accessor((t) => t.encargado ?? '', {
    id: 'encargado',
    header: 'Psicóloga',
    meta: CELDA,
    cell: ({ getValue }) => getValue() || '—',
  });
  if (vista === 'vigentes') {
    const dias = c.accessor('diasRestantes', {
      header: 'Días restantes',
      meta: LINEA_DERECHA,
      cell: ({ getValue }) => (
        <span
          data-testid="dias-restantes"
          className={diasEnRojo(getValue()) ? 'font-semibold text-red-700' : undefined}
        >
          {getValue()}
        </span>
      ),
    });
    const acciones = c.display({
      id: 'acciones',
      header: 'Acciones',
      meta: CELDA,
      cell: ({ row: { original: t } }) => <AccionesFila t={t} permisos={permisos} />,
    });
    return c.columns([...cabeza, dias, ...resto, psicologa, acciones]);
  }
  const cierre = c.accessor((t) => t.fechaCierre ?? '', {
    id: 'cierre',
    header: 'Cerrado el',
    meta: LINEA,
    cell: ({ getValue }) => formatoFecha(getValue()),
  });
  const causa = c.accessor(
    (t) => (t.estado === 5 ? ETIQUETA_PEDIDO_TERMINADO : CAUSA_CANCELACION.etiqueta(t.causaCancelacion)),
    {
      id: 'causa',
      header: 'Causa',
      meta: LINEA,
    },
  );
  return c.columns([...cabeza, cierre, causa, ...resto, psicologa]);
}

/**
 * The dense layout: one row per order of the same answer the stage columns show (same filters, same scope),
 * sortable by every column on the client (the server sends the newest orders first), sticky header.
 */
export function TablaPedidos({
  vista,
  tarjetas,
  permisos,
}: {
  vista: VistaDashboard;
  tarjetas: TarjetaPedido[];
  permisos: readonly string[];
}) {
  const definicion = useMemo(() => columnas(vista, permisos), [vista, permisos]);
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
