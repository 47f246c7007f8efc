import { CALIFICACION_OPCION, CLASE_PREGUNTA, TIPO_PREGUNTA } from '@talento/rules';
import { Boton } from '@talento/ui';
import { nuevaOpcion, type OpcionForm, type PreguntaForm } from './estado';

const campo = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500';
const numero = (v: string) => (v === '' ? null : Number(v));

/** One question of the form: title, type, class, "usar" and its options with their ratings. */
export function EditorPregunta({ pregunta, n, onChange, onQuitar }: { pregunta: PreguntaForm; n: number; onChange: (p: PreguntaForm) => void; onQuitar: () => void }) {
  const cambiarOpcion = (i: number, o: Partial<OpcionForm>) => onChange({ ...pregunta, opciones: pregunta.opciones.map((x, j) => (j === i ? { ...x, ...o } : x)) });
  return (
    <fieldset className="rounded-md border border-slate-200 p-4" aria-label={`Pregunta ${n}`}>
      <legend className="px-1 text-sm font-semibold text-slate-700">Pregunta {n}</legend>
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_10rem]">
        <label className="text-sm text-slate-700">
          Título *
          <input aria-label={`Título de la pregunta ${n}`} className={campo} maxLength={500} value={pregunta.titulo} onChange={(e) => onChange({ ...pregunta, titulo: e.target.value })} />
        </label>
        <label className="text-sm text-slate-700">
          Tipo *
          <select aria-label={`Tipo de la pregunta ${n}`} className={campo} value={pregunta.tipo ?? ''} onChange={(e) => onChange({ ...pregunta, tipo: numero(e.target.value) })}>
            <option value="">Selecciona</option>
            {TIPO_PREGUNTA.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Clase *
          <select aria-label={`Clase de la pregunta ${n}`} className={campo} value={pregunta.clase ?? ''} onChange={(e) => onChange({ ...pregunta, clase: numero(e.target.value) })}>
            <option value="">Selecciona</option>
            {CLASE_PREGUNTA.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={pregunta.usar} onChange={(e) => onChange({ ...pregunta, usar: e.target.checked })} />
        Usar esta pregunta
      </label>
      <ul className="mt-3 flex flex-col gap-2" aria-label={`Opciones de la pregunta ${n}`}>
        {pregunta.opciones.map((o, i) => (
          <li key={o.clave} className="grid items-end gap-2 md:grid-cols-[1fr_10rem_auto]">
            <label className="text-sm text-slate-700">
              Opción {i + 1} *
              <input aria-label={`Opción ${i + 1} de la pregunta ${n}`} className={campo} maxLength={500} value={o.opcion} onChange={(e) => cambiarOpcion(i, { opcion: e.target.value })} />
            </label>
            <label className="text-sm text-slate-700">
              Calificación *
              <select aria-label={`Calificación de la opción ${i + 1} de la pregunta ${n}`} className={campo} value={o.calificacion ?? ''} onChange={(e) => cambiarOpcion(i, { calificacion: numero(e.target.value) })}>
                <option value="">Selecciona</option>
                {CALIFICACION_OPCION.opciones.map((c) => (
                  <option key={c.valor} value={c.valor}>
                    {c.etiqueta}
                  </option>
                ))}
              </select>
            </label>
            <Boton variante="texto" aria-label={`Quitar opción ${i + 1} de la pregunta ${n}`} onClick={() => onChange({ ...pregunta, opciones: pregunta.opciones.filter((_, j) => j !== i) })}>
              Quitar
            </Boton>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-between">
        <Boton variante="secundario" aria-label={`Agregar opción a la pregunta ${n}`} onClick={() => onChange({ ...pregunta, opciones: [...pregunta.opciones, nuevaOpcion()] })}>
          Agregar opción
        </Boton>
        <Boton variante="peligro" aria-label={`Quitar pregunta ${n}`} onClick={onQuitar}>
          Quitar pregunta
        </Boton>
      </div>
    </fieldset>
  );
}
