import { Link } from 'react-router';
import { colorEstado1Cita, formatoFechaHora } from '@talento/rules';
import { columnasDe, InsigniaEstado, type Tono } from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';
import type { FilaCita } from './tipos';

const c = columnasDe<FilaCita>();

/** State 1 values 1, 2 and 3 are red, green and yellow (spec 03 §2); the label always says the state. */
const TONO: Record<'red' | 'green' | 'yellow', Tono> = { red: 'peligro', green: 'exito', yellow: 'aviso' };

/**
 * Columns of /dashboard-cita (spec 03 §2): each row links to the appointment's detail. The server sorts the list:
 * only "Candidato" and "Entrevista" sort by header (orden.ts), the rest say `enableSorting: false`.
 */
export const COLUMNAS_CITA = c.columns([
  c.accessor('candidato', {
    header: 'Candidato',
    cell: ({ row: { original: f } }) =>
      f.candidatoId ? <EnlaceHv candidatoId={f.candidatoId}>{f.candidato}</EnlaceHv> : f.candidato,
  }),
  c.accessor('documento', { header: 'Documento', enableSorting: false }),
  c.accessor((f) => f.cliente?.nombre ?? '—', { id: 'cliente', header: 'Cliente', enableSorting: false }),
  c.accessor((f) => f.encargado.nombre, { id: 'encargado', header: 'Encargado', enableSorting: false }),
  c.accessor('fechaHoraEntrevista', {
    header: 'Entrevista',
    cell: ({ getValue }) => formatoFechaHora(getValue()),
  }),
  c.accessor((f) => f.estado1?.nombre ?? '', {
    id: 'estado1',
    header: 'Estado 1',
    enableSorting: false,
    cell: ({ row: { original: f } }) => {
      if (!f.estado1) return '—';
      const color = colorEstado1Cita(f.estado1.id);
      return <InsigniaEstado etiqueta={f.estado1.nombre} tono={color ? TONO[color] : 'neutro'} />;
    },
  }),
  c.accessor((f) => f.estado2?.nombre ?? '—', { id: 'estado2', header: 'Estado 2', enableSorting: false }),
  c.accessor('comentario', {
    header: 'Comentario',
    enableSorting: false,
    cell: ({ getValue }) => getValue() || '—',
  }),
  c.accessor('correoEnviado', {
    header: 'Correo enviado',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() ? 'Sí' : 'No'),
  }),
  c.display({
    id: 'ver',
    header: 'Detalle',
    enableSorting: false,
    cell: ({ row: { original: f } }) => (
      <Link
        to={`/detail-cita/${f.id}`}
        className="text-marca-700 underline-offset-2 hover:underline"
        aria-label={`Ver la cita de ${f.candidato}`}
      >
        Ver
      </Link>
    ),
  }),
]);
