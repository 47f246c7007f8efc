import { formatoFecha } from '@talento/rules';
import { columnasDe, Tabla } from '@talento/ui';
import type { RouterOutputs } from '../trpc';

type Requisito = RouterOutputs['clientePortal']['hojaDeVida']['requisitos'][number];

const r = columnasDe<Requisito>();
const COLUMNAS_REQUISITOS = r.columns([
  r.accessor('nombre', { header: 'Requisito' }),
  r.accessor('resultado', { header: 'Resultado' }),
  r.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
]);

/**
 * The requirement results of the CV page (cards on a phone). Its own chunk, loaded after the page is painted
 * (hoja-de-vida.tsx): the table engine is not part of the first load that shows the candidate.
 */
export default function TablaRequisitos({ requisitos }: { requisitos: readonly Requisito[] }) {
  return (
    <Tabla
      etiqueta="Requisitos"
      columnas={COLUMNAS_REQUISITOS}
      datos={requisitos}
      altoLimitado={false}
      tarjetasEnTelefono
    />
  );
}
