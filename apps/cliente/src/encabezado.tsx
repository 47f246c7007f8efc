import { useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Boton } from '@talento/ui';
import { enlacesVisibles } from './pantallas';

interface UsuarioEncabezado {
  nombreCompleto: string;
  clientes: readonly { nombre: string }[];
  permisos: readonly string[];
}

/**
 * The portal's header: the user's companies, the sections and Salir. From 768 px everything is on one line; on a
 * phone one compact row (companies, name and a "Menú" button) opens the sections and Salir below it, so the page
 * starts near the top instead of under a block of wrapped links. The menu is the disclosure pattern (a button with
 * aria-expanded / aria-controls, Escape closes it) written here: Headless UI's Disclosure added 8.5 KB gzip to the
 * portal's first load (docs/decisiones/portal-clientes.md).
 */
export function Encabezado({
  usuario,
  onSalir,
  saliendo,
}: {
  usuario: UsuarioEncabezado;
  onSalir: () => void;
  saliendo: boolean;
}) {
  const enlaces = enlacesVisibles(usuario.permisos);
  const [abierto, setAbierto] = useState(false);
  const idPanel = useId();
  const boton = useRef<HTMLButtonElement>(null);
  return (
    <header
      className="border-b border-slate-200 bg-white"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !abierto) return;
        setAbierto(false);
        boton.current?.focus();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 md:px-6 md:py-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <img src="/cliente/logo.svg" alt="" className="h-8 w-8 shrink-0" />
          <div className="min-w-0">
            <p data-testid="empresas" className="truncate font-semibold">
              {usuario.clientes.map((c) => c.nombre).join(' · ')}
            </p>
            <p className="truncate text-xs text-slate-600">{usuario.nombreCompleto}</p>
          </div>
        </div>
        <button
          ref={boton}
          type="button"
          aria-expanded={abierto}
          aria-controls={idPanel}
          onClick={() => setAbierto(!abierto)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 md:hidden"
        >
          <span aria-hidden="true">{abierto ? '✕' : '☰'}</span>
          Menú
        </button>
        {/* One list of sections: always shown from 768 px, on a phone only while the menu is open. */}
        <div
          id={idPanel}
          className={`${abierto ? 'flex' : 'hidden'} w-full flex-col gap-1 border-t border-slate-100 pt-2 md:flex md:w-auto md:flex-row md:items-center md:gap-4 md:border-0 md:pt-0`}
        >
          <nav aria-label="Secciones" className="flex flex-col text-sm font-medium md:flex-row md:gap-4">
            {enlaces.map((e) => (
              <NavLink
                key={e.ruta}
                to={e.ruta}
                end={e.ruta === '/'}
                className={enlace}
                onClick={() => setAbierto(false)}
              >
                {e.texto}
              </NavLink>
            ))}
          </nav>
          <Boton variante="secundario" className="self-start" onClick={onSalir} cargando={saliendo}>
            Salir
          </Boton>
        </div>
      </div>
    </header>
  );
}

const enlace = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center md:min-h-0 ${isActive ? 'text-marca-800 underline' : 'text-slate-700 hover:text-marca-700'}`;
