import { useState } from 'react';
import { errorFechaInforme, hoyIso, MENSAJES_REPORTES as M, reintentoCalculandoMs } from '@talento/rules';
import { CuerpoInforme, Seleccion, SelectorFechaIso, useAvisoDeFalla } from '@talento/ui';
import { trpc } from '../trpc';

/**
 * `/reportes` (issue 19 "For clients"): the operations report of the user's own companies — service level, send
 * effectiveness, overall score and the funnel by month, week and moving average — the same tables and help texts as
 * the staff screen (packages/ui), without the rows behind each number. The company filter shows only to users with
 * several companies; the server scopes every figure to them and refuses another company's id. The screen's record
 * (pantallas/reportes.ts) holds the flag that opens it: the shell's guard turns away a user without it.
 */
export function InformeClientePagina() {
  const me = trpc.auth.me.useQuery(undefined, { meta: { silencioso: true } });
  const [fecha, setFecha] = useState(hoyIso);
  const [clienteId, setClienteId] = useState<number | null>(null);
  const consulta = trpc.reportes.informeCliente.useQuery(
    { fecha, clienteId: clienteId ?? undefined },
    {
      enabled: errorFechaInforme(fecha) === undefined,
      placeholderData: (anterior) => anterior,
      refetchInterval: (q) =>
        q.state.data?.calculando ? reintentoCalculandoMs(q.state.dataUpdateCount) : false,
      meta: { silencioso: true },
    },
  );
  useAvisoDeFalla(consulta.error, M.errorTraerIndicadores);
  const empresas = me.data?.usuario.clientes ?? [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Informe de operaciones</h1>
      <section aria-label="Filtros" className="grid gap-3 rounded-lg bg-white p-5 shadow-sm sm:grid-cols-2">
        <SelectorFechaIso
          etiqueta="Fecha"
          name="fecha"
          requerido
          valor={fecha}
          onChange={(f) => setFecha(f ?? '')}
          error={errorFechaInforme(fecha)}
        />
        {empresas.length > 1 && (
          <Seleccion
            etiqueta="Empresa"
            name="empresa"
            vacia="Todas"
            valor={clienteId ?? ''}
            onChange={(v) => setClienteId(v === '' ? null : Number(v))}
            opciones={empresas.map((e) => ({ valor: e.id, etiqueta: e.nombre }))}
          />
        )}
      </section>
      <CuerpoInforme
        informe={consulta.data}
        cargando={consulta.isLoading}
        fallo={consulta.isError}
        tarjetasEnTelefono
      />
    </div>
  );
}
