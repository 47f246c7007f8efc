import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { propsDeControl } from './props-de-control';
import { Typeahead, type OpcionTypeahead } from './typeahead';

export interface CampoCatalogoProps<
  T extends FieldValues,
  N extends Path<T>,
  TSalida extends FieldValues = T,
> {
  control: Control<T, unknown, TSalida>;
  /** The form field that holds the chosen row's id (a number; cleared to undefined). */
  name: N;
  etiqueta: string;
  /** Searches the catalogue (cities, positions…) for a text; called from `minCaracteres` on. */
  buscar: (texto: string) => Promise<OpcionTypeahead[]>;
  minCaracteres: number;
  /** The option the form starts with (a saved order's city…), so its name shows before anyone searches. */
  inicial: OpcionTypeahead | null;
  requerido?: boolean;
  disabled?: boolean;
}

/**
 * A react-hook-form field that picks one row of a searchable catalogue by id, on the shared `Typeahead`. The form
 * keeps only the id, so the field remembers the option chosen to keep showing its name (not a made-up "Ciudad 12").
 */
export function CampoCatalogo<T extends FieldValues, N extends Path<T>, TSalida extends FieldValues = T>({
  control,
  name,
  inicial,
  ...typeahead
}: CampoCatalogoProps<T, N, TSalida>) {
  const [elegida, setElegida] = useState<OpcionTypeahead | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={(c) => {
        const id = typeof c.field.value === 'number' ? c.field.value : null;
        const valor =
          id === null ? null : ([elegida, inicial].find((o) => o?.id === id) ?? { id, etiqueta: '' });
        return (
          <Typeahead
            {...typeahead}
            {...propsDeControl(c)}
            valor={valor}
            onChange={(o) => {
              setElegida(o);
              c.field.onChange(o?.id);
            }}
          />
        );
      }}
    />
  );
}
