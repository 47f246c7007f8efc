import { useState } from 'react';
import type { DiaRecepcion } from '@talento/rules';
import { SelectorFechaIso } from '@talento/ui';

const OPCIONES: { valor: DiaRecepcion; etiqueta: string }[] = [
  { valor: 'hoy', etiqueta: 'Hoy' },
  { valor: 'manana', etiqueta: 'Mañana' },
  { valor: 'otro', etiqueta: 'Otra fecha' },
];

/**
 * "Hoy / Mañana / Otra fecha" of reception: three toggle buttons and, for another day, a date field (DD/MM/YYYY).
 * `dia` is the picked day of "Otra fecha" ('YYYY-MM-DD'); the page keeps both in the address.
 */
export function SelectorDia({
  eleccion,
  dia,
  onCambiar,
}: {
  eleccion: DiaRecepcion;
  dia: string | null;
  onCambiar: (eleccion: DiaRecepcion, dia: string | null) => void;
}) {
  // "Otra fecha" opens the field before a day is picked; the list stays on the day shown until then.
  const [abierta, setAbierta] = useState(eleccion === 'otro');
  const otra = abierta || eleccion === 'otro';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Día" className="inline-flex rounded-md shadow-sm">
        {OPCIONES.map((o, i) => {
          const activa = o.valor === 'otro' ? otra : !otra && eleccion === o.valor;
          return (
            <button
              key={o.valor}
              type="button"
              aria-pressed={activa}
              onClick={() => {
                setAbierta(o.valor === 'otro');
                if (o.valor !== 'otro') onCambiar(o.valor, null);
              }}
              className={`min-h-11 border px-4 text-sm font-medium ${i === 0 ? 'rounded-l-md' : '-ml-px'} ${
                i === OPCIONES.length - 1 ? 'rounded-r-md' : ''
              } ${activa ? 'z-10 border-marca-700 bg-marca-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {o.etiqueta}
            </button>
          );
        })}
      </div>
      {otra && (
        <div className="w-44">
          <SelectorFechaIso
            etiqueta="Fecha"
            name="dia"
            valor={eleccion === 'otro' ? dia : null}
            vacio={null}
            onChange={(v) => {
              if (v) onCambiar('otro', v);
            }}
          />
        </div>
      )}
    </div>
  );
}
