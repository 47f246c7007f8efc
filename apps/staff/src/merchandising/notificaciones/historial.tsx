import { useState } from 'react';
import { ESTADO_ENTREGA_NOTIFICACION, formatoFechaHora, MENSAJES_NOTIFICACIONES as M } from '@talento/rules';
import {
  columnasDe,
  FallaDeCarga,
  InsigniaEstado,
  Paginador,
  Seccion,
  Tabla,
  useAvisoDeFalla,
  type Tono,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { FilaHistorial } from './tipos';

const c = columnasDe<FilaHistorial>();
const TONOS: Record<number, Tono> = { 0: 'neutro', 1: 'info', 2: 'exito', 3: 'peligro' };

/** Each device's delivery: Pendiente, Enviada (the provider took it), Entregada (the phone fetched it) or Error. */
function Entregas({ fila }: { fila: FilaHistorial }) {
  return (
    <ul className="flex flex-col gap-1">
      {fila.entregas.map((e) => (
        <li key={e.dispositivoId} className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            {e.username} · {e.deviceId}
          </span>
          <InsigniaEstado
            etiqueta={ESTADO_ENTREGA_NOTIFICACION.etiqueta(e.estado)}
            tono={TONOS[e.estado] ?? 'neutro'}
          />
          {e.ultimoError && <span className="text-xs text-slate-600">{e.ultimoError}</span>}
        </li>
      ))}
    </ul>
  );
}

const COLUMNAS = c.columns([
  c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
  c.accessor('cliente', { header: 'Cliente' }),
  c.accessor('region', { header: 'Región', cell: ({ getValue }) => getValue() ?? '—' }),
  c.accessor('titulo', { header: 'Título' }),
  c.accessor('texto', { header: 'Texto' }),
  c.accessor('enviadaPor', { header: 'Enviada por' }),
  c.display({
    id: 'entregas',
    header: 'Entrega por dispositivo',
    cell: ({ row: { original: f } }) => <Entregas fila={f} />,
  }),
]);

const idFila = (f: FilaHistorial) => String(f.id);

/** Sent notifications of the user's clients, newest first, paged by the server. */
export function HistorialNotificaciones() {
  const [pagina, setPagina] = useState(1);
  const consulta = trpc.notificaciones.historial.useQuery({ pagina }, { meta: { silencioso: true } });
  // A failed load is said (toast with the detail, and in place of the table), never shown as an empty history.
  useAvisoDeFalla(consulta.error, M.errorHistorial);
  return (
    <Seccion titulo="Notificaciones enviadas">
      {consulta.isError && !consulta.data ? (
        <FallaDeCarga mensaje={M.errorHistorial} />
      ) : (
        <Tabla
          etiqueta="Notificaciones enviadas"
          columnas={COLUMNAS}
          datos={consulta.data?.filas}
          cargando={consulta.isLoading}
          vacio={M.ninguna}
          idFila={idFila}
          ordenable={false}
        />
      )}
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
    </Seccion>
  );
}
