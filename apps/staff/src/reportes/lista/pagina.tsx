import { Link } from 'react-router';
import {
  MENSAJES_REPORTES_EMBEBIDOS as M,
  TIPOS_REPORTE_EMBEBIDO,
  type TipoReporteEmbebido,
} from '@talento/rules';
import { EstadoVacio, Seccion } from '@talento/ui';
import { trpc } from '../../trpc';

const TITULOS: Record<TipoReporteEmbebido, string> = {
  operaciones: 'Operaciones',
  merchandising: 'Merchandising',
};

/** `/reportes`: the named reports the user may open, by kind (each one's flag and client decide, on the server). */
export default function Pagina() {
  const consulta = trpc.reportesEmbebidos.visibles.useQuery({});
  const reportes = consulta.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Reportes</h1>
      {consulta.isSuccess && reportes.length === 0 && <EstadoVacio mensaje={M.sinReportes} />}
      {TIPOS_REPORTE_EMBEBIDO.map((tipo) => {
        const deTipo = reportes.filter((r) => r.tipo === tipo);
        if (deTipo.length === 0) return null;
        return (
          <Seccion key={tipo} titulo={TITULOS[tipo]}>
            <ul className="flex flex-col gap-2">
              {deTipo.map((r) => (
                <li key={r.id}>
                  <Link to={`/reporte/${r.id}`} className="text-marca-700 underline hover:text-marca-800">
                    {r.nombre}
                  </Link>
                </li>
              ))}
            </ul>
          </Seccion>
        );
      })}
    </div>
  );
}
