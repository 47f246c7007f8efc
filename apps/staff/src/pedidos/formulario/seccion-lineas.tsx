import { useFieldArray } from 'react-hook-form';
import { Boton } from '@talento/ui';
import { errorDe, type PropsSeccion } from './campos';
import { lineaVacia } from './valores';
import { CamposLugar } from './comun/campos-lugar';

/**
 * City lines: each one is its own order row (the first on the order itself, the others as child lines
 * 112 of a multi-city order 111). Per line: city (typeahead from 3 characters), vacancies, cost
 * centre, address and the person who authorises entry.
 */
export function SeccionLineas({ form, deshabilitado }: PropsSeccion) {
  const { control, formState } = form;
  // keyName: the line's own `id` (its order row) is a field of the form, not the list's key.
  const lineas = useFieldArray({ control, name: 'lineas', keyName: 'clave' });
  const errorLineas = errorDe(formState.errors, 'lineas');

  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-800">Ciudades</h2>
        {!deshabilitado && (
          <Boton variante="secundario" onClick={() => lineas.append(lineaVacia(), { shouldFocus: false })}>
            Agregar ciudad
          </Boton>
        )}
      </div>
      {errorLineas && <p className="mb-2 text-xs text-red-600">{errorLineas}</p>}
      <ol className="flex flex-col gap-4">
        {lineas.fields.map((l, i) => (
          <li key={l.clave} data-testid={`linea-${i}`} className="rounded-md border border-slate-200 p-4">
            <div className="mb-3 flex items-center justify-between">
              <span className="text-sm font-medium text-slate-600">
                {i === 0 ? 'Ciudad principal' : `Ciudad ${i + 1}`}
              </span>
              {i > 0 && !deshabilitado && (
                <Boton variante="texto" onClick={() => lineas.remove(i)}>
                  Quitar ciudad
                </Boton>
              )}
            </div>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
              <CamposLugar indice={i} deshabilitado={deshabilitado} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
