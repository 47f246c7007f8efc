import { NavLink } from 'react-router';
import { VERSION_APP } from '@talento/rules';
import { menuVisible } from './menu';

export function BarraLateral({
  permisos,
  abierta,
  onNavegar,
}: {
  permisos: readonly string[];
  abierta: boolean;
  onNavegar: () => void;
}) {
  const grupos = menuVisible(permisos);
  return (
    <aside
      aria-label="Menú principal"
      data-abierta={abierta}
      className={`no-print fixed inset-y-0 left-0 z-30 flex w-64 flex-col bg-marca-900 text-marca-50 transition-transform md:static md:translate-x-0 ${abierta ? 'translate-x-0' : '-translate-x-full md:hidden'}`}
    >
      <NavLink
        to="/dashboard"
        onClick={onNavegar}
        className="flex items-center gap-2 px-5 py-4 text-lg font-semibold"
      >
        <img src="/logo.svg" alt="" className="h-8 w-8" /> Talento
      </NavLink>
      <nav className="flex-1 overflow-y-auto px-3 pb-4">
        {grupos.map((grupo) => (
          <section key={grupo.titulo} className="mt-4" aria-label={grupo.titulo}>
            <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-marca-100/70">
              {grupo.titulo}
            </h2>
            <ul className="mt-1">
              {grupo.entradas.map((e) => (
                <li key={e.ruta}>
                  <NavLink
                    to={e.ruta}
                    end
                    onClick={onNavegar}
                    className={({ isActive }) =>
                      `block rounded-md px-2 py-1.5 text-sm hover:bg-marca-700 ${isActive ? 'bg-marca-700 font-medium' : ''}`
                    }
                  >
                    {e.titulo}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="border-t border-marca-700 px-5 py-3 text-xs text-marca-100/70">Versión {VERSION_APP}</p>
    </aside>
  );
}
