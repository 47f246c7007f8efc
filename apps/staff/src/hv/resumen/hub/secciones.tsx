import { MENSAJES_PROCESOS_HV } from '@talento/rules';

/** The CV's sections, by the accessible name of each (the `aria-label` of its `<section>`), in page order. */
export const SECCIONES_HV = [
  ['Personal', 'Datos personales'],
  ['General', 'Información general'],
  ['Experiencia', 'Experiencia laboral'],
  ['Educación', 'Educación'],
  ['Familia', 'Familia'],
  ['Requerimientos', 'Requerimientos internos'],
  ['Pruebas', 'Pruebas digitales'],
  ['Procesos', MENSAJES_PROCESOS_HV.titulo],
  ['Comentarios', 'Comentarios'],
] as const;

/** Scrolls to the section and moves the focus into it, so the next Tab continues from there. */
function irA(nombre: string) {
  const seccion = document.querySelector<HTMLElement>(`section[aria-label="${nombre}"]`);
  if (!seccion) return;
  if (!seccion.hasAttribute('tabindex')) seccion.setAttribute('tabindex', '-1');
  // Below the sticky bar of the CV, not under it.
  seccion.style.scrollMarginTop = '9rem';
  seccion.scrollIntoView({ block: 'start' });
  seccion.focus({ preventScroll: true });
}

/** "Ir a": one button per section of the CV (a long page: the sections start up to several screens down). */
export function NavegacionSecciones() {
  return (
    <nav aria-label="Secciones de la hoja de vida" className="flex flex-wrap items-center gap-1 text-xs">
      <span className="text-slate-500">Ir a:</span>
      {SECCIONES_HV.map(([corto, nombre]) => (
        <button
          key={nombre}
          type="button"
          onClick={() => irA(nombre)}
          className="rounded px-2 py-1 text-marca-700 hover:bg-marca-50 hover:underline"
        >
          {corto}
        </button>
      ))}
    </nav>
  );
}
