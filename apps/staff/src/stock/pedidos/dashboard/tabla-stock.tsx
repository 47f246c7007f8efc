import { useMemo } from 'react';
import { Link } from 'react-router';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { ESTADO_PEDIDO, formatoDinero, formatoFecha, maquinaPedidoStock } from '@talento/rules';
import { columnasDe, InsigniaEstado, Tabla } from '@talento/ui';

export type FilaStock = inferRouterOutputs<AppRouter>['pedidosStock']['dashboard']['filas'][number];

const LINEA = { claseCelda: 'whitespace-nowrap' } as const;
const DERECHA = { alinear: 'derecha', claseCelda: 'whitespace-nowrap' } as const;
const idFila = (f: FilaStock) => String(f.id);
const testId = (f: FilaStock) => `fila-pedido-stock-${f.id}`;

/** A stock order opens its edit page while 1/111 and its detail afterwards (navigation rule). */
export function EnlaceStock({ f }: { f: FilaStock }) {
  return (
    <Link
      to={maquinaPedidoStock.rutaDePedidoStock(f.id, f.estado)}
      className="font-medium text-marca-700 hover:underline"
    >
      {f.nombreCargo}
    </Link>
  );
}

function columnas() {
  const c = columnasDe<FilaStock>();
  return c.columns([
    c.accessor('id', { header: 'N.º', meta: DERECHA }),
    c.accessor('nombreCargo', {
      header: 'Cargo',
      meta: LINEA,
      cell: ({ row: { original: f } }) => (
        <span className="flex items-baseline gap-x-1.5">
          <EnlaceStock f={f} />
          {f.esDestacado && <InsigniaEstado etiqueta="Urgente" tono="aviso" />}
        </span>
      ),
    }),
    c.accessor('estado', {
      header: 'Etapa',
      meta: LINEA,
      cell: ({ getValue }) => <InsigniaEstado etiqueta={ESTADO_PEDIDO.etiqueta(getValue())} />,
    }),
    c.accessor((f) => f.cliente.nombre, { id: 'cliente', header: 'Cliente', meta: LINEA }),
    c.accessor('perfil', { header: 'Perfil', meta: LINEA }),
    c.accessor((f) => f.ciudades.join(', '), { id: 'ciudades', header: 'Ciudades' }),
    c.accessor('vacantes', { header: 'Vacantes', meta: DERECHA }),
    c.accessor('preseleccionados', { header: 'Preseleccionados', meta: DERECHA }),
    c.accessor('seleccionados', { header: 'Seleccionados', meta: DERECHA }),
    c.accessor('salario', {
      header: 'Salario',
      meta: DERECHA,
      cell: ({ getValue }) => formatoDinero(getValue()),
    }),
    c.accessor('fechaSolicitud', {
      header: 'Solicitud',
      meta: LINEA,
      cell: ({ getValue }) => formatoFecha(getValue()),
    }),
    c.accessor('creador', { header: 'Creado por', meta: LINEA }),
  ]);
}

export function TablaStock({ filas, etiqueta }: { filas: FilaStock[]; etiqueta: string }) {
  const definicion = useMemo(columnas, []);
  return (
    <Tabla etiqueta={etiqueta} columnas={definicion} datos={filas} idFila={idFila} testIdFila={testId} />
  );
}
