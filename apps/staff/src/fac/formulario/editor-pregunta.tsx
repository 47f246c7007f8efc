import { useId } from 'react';
import { useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import { CALIFICACION_OPCION, CLASE_PREGUNTA, TIPO_PREGUNTA } from '@talento/rules';
import { Boton, mensajeCampo } from '@talento/ui';
import { nuevaOpcion, type FormFac } from './estado';

const campo =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500';
const numero = (v: string) => (v === '' ? null : Number(v));

/** The message under a control, tied to it by `aria-describedby`. */
function Mensaje({ id, texto }: { id: string; texto: string | undefined }) {
  return texto ? (
    <span id={id} className="mt-1 block text-xs text-red-600">
      {texto}
    </span>
  ) : null;
}

/** Props of a control of the form: registered, marked invalid and described by its message. */
function useControl() {
  const { register, formState } = useFormContext<FormFac>();
  const base = useId();
  return (nombre: FieldPath<FormFac>, opciones: { seleccion?: boolean } = {}) => {
    const error = mensajeCampo(formState.errors, nombre);
    const idError = `${base}-${nombre}`;
    return {
      error,
      idError,
      props: {
        ...register(nombre, opciones.seleccion ? { setValueAs: numero } : {}),
        'aria-invalid': error ? true : undefined,
        'aria-required': true,
        'aria-describedby': error ? idError : undefined,
      },
    };
  };
}

/** One question of the form: title, type, class, "usar" and its options with their ratings. */
export function EditorPregunta({ indice, onQuitar }: { indice: number; onQuitar: () => void }) {
  const n = indice + 1;
  const { control, register, formState } = useFormContext<FormFac>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `preguntas.${indice}.opciones`,
    keyName: 'clave',
  });
  const control_ = useControl();
  const titulo = control_(`preguntas.${indice}.titulo`);
  const tipo = control_(`preguntas.${indice}.tipo`, { seleccion: true });
  const clase = control_(`preguntas.${indice}.clase`, { seleccion: true });
  const sinOpciones =
    mensajeCampo(formState.errors, `preguntas.${indice}.opciones`) ??
    mensajeCampo(formState.errors, `preguntas.${indice}.opciones.root`);
  return (
    <fieldset className="rounded-md border border-slate-200 p-4" aria-label={`Pregunta ${n}`}>
      <legend className="px-1 text-sm font-semibold text-slate-700">Pregunta {n}</legend>
      <div className="grid gap-3 md:grid-cols-[1fr_12rem_10rem]">
        <label className="text-sm text-slate-700">
          Título *
          <input
            aria-label={`Título de la pregunta ${n}`}
            className={campo}
            maxLength={500}
            {...titulo.props}
          />
          <Mensaje id={titulo.idError} texto={titulo.error} />
        </label>
        <label className="text-sm text-slate-700">
          Tipo *
          <select aria-label={`Tipo de la pregunta ${n}`} className={campo} {...tipo.props}>
            <option value="">Seleccione</option>
            {TIPO_PREGUNTA.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
          <Mensaje id={tipo.idError} texto={tipo.error} />
        </label>
        <label className="text-sm text-slate-700">
          Clase *
          <select aria-label={`Clase de la pregunta ${n}`} className={campo} {...clase.props}>
            <option value="">Seleccione</option>
            {CLASE_PREGUNTA.opciones.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.etiqueta}
              </option>
            ))}
          </select>
          <Mensaje id={clase.idError} texto={clase.error} />
        </label>
      </div>
      <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register(`preguntas.${indice}.usar`)} />
        Usar esta pregunta
      </label>
      {sinOpciones && <p className="mt-2 text-xs text-red-600">{sinOpciones}</p>}
      <ul className="mt-3 flex flex-col gap-2" aria-label={`Opciones de la pregunta ${n}`}>
        {fields.map((o, i) => {
          const opcion = control_(`preguntas.${indice}.opciones.${i}.opcion`);
          const calificacion = control_(`preguntas.${indice}.opciones.${i}.calificacion`, {
            seleccion: true,
          });
          return (
            <li key={o.clave} className="grid items-end gap-2 md:grid-cols-[1fr_10rem_auto]">
              <label className="text-sm text-slate-700">
                Opción {i + 1} *
                <input
                  aria-label={`Opción ${i + 1} de la pregunta ${n}`}
                  className={campo}
                  maxLength={500}
                  {...opcion.props}
                />
                <Mensaje id={opcion.idError} texto={opcion.error} />
              </label>
              <label className="text-sm text-slate-700">
                Calificación *
                <select
                  aria-label={`Calificación de la opción ${i + 1} de la pregunta ${n}`}
                  className={campo}
                  {...calificacion.props}
                >
                  <option value="">Seleccione</option>
                  {CALIFICACION_OPCION.opciones.map((c) => (
                    <option key={c.valor} value={c.valor}>
                      {c.etiqueta}
                    </option>
                  ))}
                </select>
                <Mensaje id={calificacion.idError} texto={calificacion.error} />
              </label>
              <Boton
                variante="texto"
                aria-label={`Quitar opción ${i + 1} de la pregunta ${n}`}
                onClick={() => remove(i)}
              >
                Quitar
              </Boton>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-between">
        <Boton
          variante="secundario"
          aria-label={`Agregar opción a la pregunta ${n}`}
          onClick={() => append(nuevaOpcion())}
        >
          Agregar opción
        </Boton>
        <Boton variante="peligro" aria-label={`Quitar pregunta ${n}`} onClick={onQuitar}>
          Quitar pregunta
        </Boton>
      </div>
    </fieldset>
  );
}
