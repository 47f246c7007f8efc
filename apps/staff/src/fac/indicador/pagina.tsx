import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EntradaIndicadorFac, formatoNumero } from '@talento/rules';
import { avisarPrimerError, Boton, columnasDe, propsDeControl, SelectorFechaIso, Tabla } from '@talento/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { trpc } from '../../trpc';

const horas = (n: number) => formatoNumero(n);

type FilaIndicador = inferRouterOutputs<AppRouter>['fac']['indicador'][number];
const c = columnasDe<FilaIndicador>();
const COLUMNAS = c.columns([
  c.accessor('nUsuario', { header: 'Usuario' }),
  c.accessor('pedidos', { header: 'Pedidos', meta: { alinear: 'derecha' } }),
  c.accessor('tiempoValido', {
    header: 'Tiempo válido (horas)',
    meta: { alinear: 'derecha' },
    cell: ({ getValue }) => horas(getValue()),
  }),
  c.accessor('valor', {
    header: 'Indicador (horas por pedido)',
    meta: { alinear: 'derecha', claseCelda: 'font-semibold' },
    cell: ({ getValue }) => horas(getValue()),
  }),
]);
const idUsuario = (f: FilaIndicador) => String(f.usuarioId);

/**
 * `/fac-indicador/`: per user, the orders whose FAC they defined between two dates (both required) and the
 * indicator tiempo_valido / pedidos (average hours from the order's request to its FAC; 0 without orders).
 */
export default function Pagina() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(EntradaIndicadorFac),
    defaultValues: { desde: '', hasta: '' },
  });
  const [rango, setRango] = useState<EntradaIndicadorFac | null>(null);
  const consulta = trpc.fac.indicador.useQuery(rango ?? { desde: '', hasta: '' }, {
    enabled: rango !== null,
  });
  const consultar = handleSubmit(setRango, avisarPrimerError);
  const fecha = (nombre: 'desde' | 'hasta', etiqueta: string) => (
    <Controller
      control={control}
      name={nombre}
      render={(c) => <SelectorFechaIso etiqueta={etiqueta} {...propsDeControl(c)} />}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Indicador FAC</h1>
      <section className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
        {fecha('desde', 'Fecha de inicio *')}
        {fecha('hasta', 'Fecha de fin *')}
        <Boton onClick={() => void consultar()}>Consultar</Boton>
      </section>
      {rango && (
        <Tabla
          etiqueta="Indicador por usuario"
          columnas={COLUMNAS}
          datos={consulta.data}
          cargando={consulta.isLoading}
          idFila={idUsuario}
        />
      )}
    </div>
  );
}
