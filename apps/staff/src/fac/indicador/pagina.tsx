import { useState } from 'react';
import { aFechaIso, EntradaIndicadorFac } from '@talento/rules';
import { Boton, EstadoVacio, SelectorFecha, Spinner, validarConAviso } from '@talento/ui';
import { trpc } from '../../trpc';

const horas = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 2 });

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
      {rango && consulta.isLoading && <Spinner />}
      {rango && consulta.data && consulta.data.length === 0 && <EstadoVacio mensaje="No hay registros." />}
      {consulta.data && consulta.data.length > 0 && (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm" aria-label="Indicador por usuario">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-2">Usuario</th>
                <th className="px-4 py-2">Pedidos</th>
                <th className="px-4 py-2">Tiempo válido (horas)</th>
                <th className="px-4 py-2">Indicador (horas por pedido)</th>
              </tr>
            </thead>
            <tbody>
              {consulta.data.map((f) => (
                <tr key={f.usuarioId} className="border-t border-slate-100">
                  <td className="px-4 py-2">{f.nUsuario}</td>
                  <td className="px-4 py-2">{f.pedidos}</td>
                  <td className="px-4 py-2">{horas(f.tiempoValido)}</td>
                  <td className="px-4 py-2 font-semibold">{horas(f.valor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
