import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ResultadoBusqueda } from '@talento/rules';
import { formatoDinero, formatoFecha, leerFilasBusqueda, MENSAJES_BUSQUEDA, textoTotalBusqueda } from '@talento/rules';
import { EstadoVacio, Spinner } from '@talento/ui';

interface Props {
  datos: ResultadoBusqueda | undefined;
  cargando: boolean;
  onPagina: (pagina: number) => void;
}

function Paginacion({ pagina, paginas, onPagina }: { pagina: number; paginas: number; onPagina: (p: number) => void }) {
  if (paginas <= 1) return null;
  const boton = (p: number, texto: string, etiqueta: string) => (
    <button
      type="button"
      aria-label={etiqueta}
      disabled={p < 1 || p > paginas || p === pagina}
      onClick={() => onPagina(p)}
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-40"
    >
      {texto}
    </button>
  );
  return (
    <nav aria-label="Paginación" className="flex items-center justify-center gap-2">
      {boton(1, '«', 'Primera página')}
      {boton(pagina - 1, '‹ Anterior', 'Página anterior')}
      <span className="px-2 text-sm text-slate-600">
        Página {pagina} de {paginas}
      </span>
      {boton(pagina + 1, 'Siguiente ›', 'Página siguiente')}
      {boton(paginas, '»', 'Última página')}
    </nav>
  );
}

/** Result rows of both searches (spec 03 §2), 18 per page, each opening the candidate's CV. */
export function Resultados({ datos, cargando, onPagina }: Props) {
  const filas = useMemo(() => (datos ? leerFilasBusqueda(datos.filasJson) : []), [datos]);
  if (cargando && !datos) return <Spinner />;
  if (!datos) return null;
  if (filas.length === 0) return <EstadoVacio mensaje={MENSAJES_BUSQUEDA.sinResultados} />;
  return (
    <section className="flex flex-col gap-3" aria-label="Resultados">
      <p className="text-sm text-slate-600" data-testid="total-resultados">
        {textoTotalBusqueda(datos.total, datos.exacto, datos.limite)}
        {!datos.exacto && ' — refina la búsqueda para ver el resto'}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2">Candidato</th>
              <th className="px-3 py-2">Profesiones</th>
              <th className="px-3 py-2">Última experiencia</th>
              <th className="px-3 py-2 text-right">% total</th>
              <th className="px-3 py-2">Modificación</th>
            </tr>
          </thead>
          <tbody>
            {filas.map((f) => (
              <tr key={f.candidatoId} className="border-t border-slate-100 hover:bg-marca-50">
                <td className="px-3 py-2">
                  <Link to={`/hv/${f.candidatoId}`} className="font-medium text-marca-700 hover:underline">
                    {f.nombre}
                  </Link>
                  <div className="text-xs text-slate-500">{f.numeroDocumento}</div>
                </td>
                <td className="px-3 py-2">{f.profesiones.length ? f.profesiones.join(', ') : 'No Registra'}</td>
                <td className="px-3 py-2">
                  {f.ultimaExperiencia ? (
                    <>
                      <div>{f.ultimaExperiencia.empresa}</div>
                      <div className="text-xs text-slate-500">
                        {f.ultimaExperiencia.cargo}
                        {f.ultimaExperiencia.salarioFinal !== null && ` · ${formatoDinero(f.ultimaExperiencia.salarioFinal)}`}
                      </div>
                    </>
                  ) : (
                    'No Registra'
                  )}
                </td>
                <td className="px-3 py-2 text-right">{Math.round(f.porcentajeTotal)}%</td>
                <td className="px-3 py-2">{formatoFecha(f.fechaModificacion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paginacion pagina={datos.pagina} paginas={datos.paginas} onPagina={onPagina} />
    </section>
  );
}
