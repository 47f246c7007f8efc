import { formatoFechaHora, type Recorrido } from '@talento/rules';
import { nombreDelAlmacen, type AlmacenDelMapa } from './marcadores';

/** The chosen marker's stores ("No planificado" when off the day's route) and the times of their arrival reports (spec 03 §2 Map: the detail panel). */
export function PanelDetalle({
  almacenes,
  llegadas,
}: {
  almacenes: readonly AlmacenDelMapa[];
  llegadas: Recorrido['llegadas'];
}) {
  return (
    <section
      aria-label="Detalle del punto"
      data-testid="panel-detalle"
      className="rounded-lg bg-white p-4 shadow-sm"
    >
      <h2 className="mb-2 text-base font-semibold">Detalle del punto</h2>
      {almacenes.length === 0 ? (
        <p className="text-sm text-slate-600">Elija un marcador del mapa para ver sus reportes de llegada.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {almacenes.map((a) => {
            const suyas = llegadas.filter((l) => l.almacenId === a.almacenId);
            return (
              <li key={a.almacenId}>
                <p className="font-medium">{nombreDelAlmacen(a)}</p>
                {suyas.length === 0 ? (
                  <p className="text-sm text-slate-600">Sin reportes de llegada.</p>
                ) : (
                  <ul className="text-sm">
                    {suyas.map((l) => (
                      <li key={l.id}>Llegada: {formatoFechaHora(l.fecha)}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
