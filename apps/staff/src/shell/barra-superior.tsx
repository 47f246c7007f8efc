import { Boton } from '@talento/ui';

export function BarraSuperior({
  nombre,
  onMenu,
  onSalir,
  saliendo,
}: {
  nombre: string;
  onMenu: () => void;
  onSalir: () => void;
  saliendo: boolean;
}) {
  return (
    <header className="no-print flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
      <button
        type="button"
        onClick={onMenu}
        aria-label="Mostrar u ocultar menú"
        className="rounded-md p-2 text-xl text-slate-600 hover:bg-slate-100"
      >
        ☰
      </button>
      <div className="flex items-center gap-4">
        <span data-testid="nombre-usuario" className="text-sm font-medium text-slate-700">
          {nombre}
        </span>
        <Boton variante="secundario" onClick={onSalir} cargando={saliendo}>
          Salir
        </Boton>
      </div>
    </header>
  );
}
