import { formatoNumero, RESULTADO_REQUISITO } from '@talento/rules';
import type { RouterOutputs } from '../trpc';

type HojaDeVida = RouterOutputs['clientePortal']['hojaDeVida'];

const CUMPLE = RESULTADO_REQUISITO.etiqueta(1);

/**
 * What the client decides on, in one card above the decision: the global score and each test (only when the client
 * may see tests: `pruebas` is null otherwise) and the requirements visible to the client with their result. The CV's
 * sections below keep the detail.
 */
export function ResumenEvidencia({ hv }: { hv: HojaDeVida }) {
  const { pruebas, requisitos } = hv;
  if (!pruebas && requisitos.length === 0) return null;
  const cumplen = requisitos.filter((r) => r.resultado === CUMPLE).length;
  return (
    <section
      aria-labelledby="titulo-resumen-evidencia"
      data-testid="resumen-evidencia"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="titulo-resumen-evidencia" className="mb-3 text-base font-semibold">
        Resumen de la evaluación
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        {pruebas && (
          <div>
            <dt className="text-slate-600">Puntaje global</dt>
            <dd data-testid="resumen-puntaje-global" className="text-2xl font-semibold text-slate-900">
              {formatoNumero(pruebas.puntajeGlobal)}
            </dd>
          </div>
        )}
        {pruebas && pruebas.detalle.length > 0 && (
          <div>
            <dt className="text-slate-600">Pruebas</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {pruebas.detalle.map((p) => (
                  <li key={p.codigo}>
                    {p.codigo}: <span className="font-medium">{formatoNumero(p.puntaje)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {requisitos.length > 0 && (
          <div>
            <dt className="text-slate-600">Requisitos</dt>
            <dd>
              <p data-testid="resumen-requisitos" className="font-medium">
                {cumplen} de {requisitos.length} cumplidos
              </p>
              <ul className="mt-1 flex flex-col gap-0.5">
                {requisitos.map((r, i) => (
                  <li key={i}>
                    {r.nombre}:{' '}
                    <span className={r.resultado === CUMPLE ? 'text-green-800' : 'font-medium text-red-700'}>
                      {r.resultado}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
