import { useState } from 'react';
import { aFechaIso, EntradaIndicadorFac } from '@talento/rules';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { Boton, columnasDe, SelectorFecha, Tabla, validarConAviso } from '@talento/ui';
import { trpc } from '../../trpc';

const horas = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 2 });

type FilaIndicador = inferRouterOutputs<AppRouter>['fac']['indicador'][number];
const c = columnasDe<FilaIndicador>();
const COLUMNAS = c.columns([
  c.accessor('nUsuario', { header: 'Usuario' }),
  c.accessor('pedidos', { header: 'Pedidos', meta: { alinear: 'derecha' } }),
  c.accessor('tiempoValido', { header: 'Tiempo válido (horas)', meta: { alinear: 'derecha' }, cell: ({ getValue }) => horas(getValue()) }),
  c.accessor('valor', { header: 'Indicador (horas por pedido)', meta: { alinear: 'derecha', claseCelda: 'font-semibold' }, cell: ({ getValue }) => horas(getValue()) }),
]);
const idUsuario = (f: FilaIndicador) => String(f.usuarioId);

/**
 * `/fac-indicador/`: per user, the orders whose FAC they defined between two dates (both required) and the
 * indicator tiempo_valido / pedidos (average hours from the order's request to its FAC; 0 without orders).
 */
export default function Pagina() {
  const [desde, setDesde] = useState<Date | null>(null);
  const [hasta, setHasta] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rango, setRango] = useState<{ desde: string; hasta: string } | null>(null);
  const consulta = trpc.fac.indicador.useQuery(rango ?? { desde: '', hasta: '' }, { enabled: rango !== null });

  const consultar = () => {
    const datos = validarConAviso(EntradaIndicadorFac, { desde: desde ? aFechaIso(desde) : undefined, hasta: hasta ? aFechaIso(hasta) : undefined }, setError);
    if (datos) setRango(datos);
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Indicador FAC</h1>
      <section className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm">
        <SelectorFecha etiqueta="Fecha de inicio *" name="desde" valor={desde} onChange={setDesde} />
        <SelectorFecha etiqueta="Fecha de fin *" name="hasta" valor={hasta} onChange={setHasta} />
        <Boton onClick={consultar}>Consultar</Boton>
        {error && <p role="alert" className="w-full text-sm text-red-700">{error}</p>}
      </section>
      {rango && (
        <Tabla etiqueta="Indicador por usuario" columnas={COLUMNAS} datos={consulta.data} cargando={consulta.isLoading} idFila={idUsuario} />
      )}
    </div>
  );
}
