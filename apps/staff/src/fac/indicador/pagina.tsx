import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { aFechaIso, desdeFechaIso, EntradaIndicadorFac } from '@talento/rules';
import { Boton, EstadoVacio, SelectorFecha, Spinner } from '@talento/ui';
import { trpc } from '../../trpc';
import { AnclaFoco } from '../../formularios/ancla-foco';
import { avisarPrimerError } from '../../formularios/aviso-invalido';

const horas = (n: number) => n.toLocaleString('es-CO', { maximumFractionDigits: 2 });

/**
 * `/fac-indicador/`: per user, the orders whose FAC they defined between two dates (both required) and the
 * indicator tiempo_valido / pedidos (average hours from the order's request to its FAC; 0 without orders).
 */
export default function Pagina() {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(EntradaIndicadorFac), defaultValues: { desde: '', hasta: '' } });
  const [rango, setRango] = useState<EntradaIndicadorFac | null>(null);
  const consulta = trpc.fac.indicador.useQuery(rango ?? { desde: '', hasta: '' }, { enabled: rango !== null });
  const consultar = handleSubmit(setRango, avisarPrimerError);
  // The dates travel as 'YYYY-MM-DD' (what the schema checks); the picker works with Date.
  const fecha = (nombre: 'desde' | 'hasta', etiqueta: string) => (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <AnclaFoco campo={field}>
          <SelectorFecha
            etiqueta={etiqueta}
            name={nombre}
            valor={field.value ? desdeFechaIso(field.value) : null}
            onChange={(d) => field.onChange(d ? aFechaIso(d) : '')}
            error={fieldState.error?.message}
          />
        </AnclaFoco>
      )}
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
