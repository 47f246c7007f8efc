import type { ControllerFieldState, ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

/**
 * The props a controlled field of this package takes (`valor`, `onChange`, `onBlur`, `name`, `ref`, `error`) from a
 * react-hook-form `Controller`: `render={(c) => <CampoDinero etiqueta="Salario" {...propsDeControl(c)} />}`. The
 * `ref` is what lets the form focus the field when it is the first invalid one.
 */
export function propsDeControl<T extends FieldValues, N extends Path<T>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    name: field.name,
    valor: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}
