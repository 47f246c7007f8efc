import { formatoFecha, NO_REGISTRA } from '@talento/rules';
import { Dato, Rejilla, Seccion } from '@talento/ui';
import { Lista, siNo } from './dato';
import type { ResumenHv } from './tipos';

const persona = (p: { nombre: string | null; ocupacion: string | null; telefono: string | null }) =>
  p.nombre ? [p.nombre, p.ocupacion, p.telefono].filter(Boolean).join(' · ') : null;

const nacimiento = (fecha: string | null, edad: number | null) =>
  fecha ? ` · ${formatoFecha(fecha)}${edad !== null ? ` (${edad} años)` : ''}` : '';

/** Family: spouse, father, mother, children and dependants. */
export function SeccionFamilia({ hv }: { hv: ResumenHv }) {
  const f = hv.familia;
  return (
    <Seccion titulo="Familia">
      <Rejilla vacio={NO_REGISTRA}>
        <Dato etiqueta="Cónyuge">{persona(f.conyuge)}</Dato>
        <Dato etiqueta="Padre">{persona(f.padre)}</Dato>
        <Dato etiqueta="Madre">{persona(f.madre)}</Dato>
      </Rejilla>
      <Lista
        titulo="Hijos"
        filas={f.hijos}
        render={(h) => (
          <p>
            <span className="font-medium">{h.nombre}</span>
            {nacimiento(h.fechaNacimiento, h.edad)}
            {h.genero && ` · ${h.genero}`}
            {h.ocupacion && ` · ${h.ocupacion}`} · Vive con el candidato: {siNo(h.viveConCandidato)}
          </p>
        )}
      />
      <Lista
        titulo="Personas a cargo"
        filas={f.personasACargo}
        render={(p) => (
          <p>
            <span className="font-medium">{p.nombre}</span> · {p.parentesco}
            {nacimiento(p.fechaNacimiento, p.edad)}
            {p.ocupacion && ` · ${p.ocupacion}`}
          </p>
        )}
      />
    </Seccion>
  );
}
