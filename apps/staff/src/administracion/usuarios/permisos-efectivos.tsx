import { AREAS_PERMISO, etiquetaPermiso } from '@talento/rules';
import type { UsuarioAdmin } from './tipos';

/** The flags a user holds, by area, each with the groups that give it ("why"). Read only. */
export function PermisosEfectivos({ permisos }: { permisos: UsuarioAdmin['permisos'] }) {
  if (!permisos.length) return <p className="text-sm text-slate-600">Este usuario no tiene permisos.</p>;
  const areas = [...AREAS_PERMISO, 'Otros'].filter((a) => permisos.some((p) => p.area === a));
  return (
    <section aria-labelledby="permisos-efectivos" className="flex flex-col gap-2">
      <h3 id="permisos-efectivos" className="text-sm font-semibold text-slate-700">
        Permisos efectivos ({permisos.length})
      </h3>
      {areas.map((area) => (
        <div key={area}>
          <h4 className="text-xs font-semibold uppercase text-slate-500">{area}</h4>
          <ul className="ml-4 list-disc text-sm text-slate-700">
            {permisos
              .filter((p) => p.area === area)
              .map((p) => (
                <li key={p.codigo}>
                  {etiquetaPermiso(p.codigo, p.descripcion)}{' '}
                  <span className="text-slate-500">(por {p.grupos.join(', ')})</span>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
