import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

export type OpcionesFormulario<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * `useForm` validated by a shared zod schema of @talento/rules (its Spanish messages under each field). The form
 * holds the schema's input (numbers as numbers) and `handleSubmit` hands over its output. Errors show from the
 * first submit on and then follow every change; on a failed submit the first invalid field gets the focus.
 */
export function useFormulario<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, opciones: OpcionesFormulario<S> = {}) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...opciones,
    resolver: zodResolver(schema),
  });
}
