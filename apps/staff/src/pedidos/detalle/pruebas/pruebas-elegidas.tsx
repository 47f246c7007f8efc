import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import { Boton, Dato, Rejilla } from '@talento/ui';

type Opciones = inferRouterOutputs<AppRouter>['pedidos']['opcionesPruebas'];

/** "Comunicación (Asertividad, Escucha)": each chosen competency with its chosen sub-competencies. */
function competenciasElegidas(o: Opciones): string[] {
  const elegidas = new Set(o.pedido.competencias);
  return o.competencias
    .filter((c) => c.padreId === null && elegidas.has(c.id))
    .map((padre) => {
      const subs = o.competencias.filter((s) => s.padreId === padre.id && elegidas.has(s.id));
      return subs.length ? `${padre.nombre} (${subs.map((s) => s.nombre).join(', ')})` : padre.nombre;
    });
}

function nombreTiempo(o: Opciones, minutos: number): string {
  return o.tiempos.find((t) => t.minutos === minutos)?.nombre ?? `${minutos} min`;
}

/**
 * What was chosen for each defined test of the order once saved: the DETAC variant, the competencies with their
 * sub-competencies, the values and the video-interview questions with their answer times; the questions can be
 * replaced (`onReemplazarPreguntas`, absent when the user may not).
 */
export function PruebasElegidas({
  opciones: o,
  onReemplazarPreguntas,
}: {
  opciones: Opciones;
  onReemplazarPreguntas?: () => void;
}) {
  const { definidas, pedido } = o;
  if (!definidas.DETAC && !definidas.COMPETENCIAS && !definidas.VALORES && !definidas.ENTREVISTA) return null;
  const valores = new Set(pedido.valores);
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4">
      <Rejilla etiqueta="Pruebas elegidas">
        {definidas.DETAC && (
          <Dato etiqueta="Prueba DETAC">
            {o.detac.find((d) => d.codigo === pedido.detac)?.nombre ?? pedido.detac}
          </Dato>
        )}
        {definidas.COMPETENCIAS && (
          <Dato etiqueta="Competencias y subcompetencias">{competenciasElegidas(o).join('; ')}</Dato>
        )}
        {definidas.VALORES && (
          <Dato etiqueta="Valores">
            {o.valores
              .filter((v) => valores.has(v.id))
              .map((v) => v.nombre)
              .join(', ')}
          </Dato>
        )}
      </Rejilla>
      {definidas.ENTREVISTA && (
        <div>
          <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-medium text-slate-700">Preguntas de la video entrevista</h3>
            {onReemplazarPreguntas && (
              <Boton variante="secundario" className="px-2 py-1" onClick={onReemplazarPreguntas}>
                Reemplazar preguntas
              </Boton>
            )}
          </div>
          {pedido.entrevista.length === 0 ? (
            <p className="text-sm text-slate-500">Sin preguntas.</p>
          ) : (
            <ol
              aria-label="Preguntas de la video entrevista"
              className="list-decimal pl-5 text-sm text-slate-800"
            >
              {pedido.entrevista.map((q, i) => (
                <li key={i} className="py-0.5">
                  {q.pregunta} <span className="text-slate-500">· {nombreTiempo(o, q.tiempo)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
