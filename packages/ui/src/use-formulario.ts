import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { useFocoEnPrimerError } from './foco-en-primer-error';
import type { z } from 'zod';

export type OpcionesFormulario<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
>;

/**
 * `useForm` validated by a shared zod schema of @talento/rules (its Spanish messages under each field). The form
 * holds the schema's input (numbers as numbers) and `handleSubmit` hands over its output. Errors show from the
 * first submit on and then follow every change. Put `refFormulario` on the `<form>`: on a failed submit the first
 * invalid field on screen gets the focus (see useFocoEnPrimerError).
 */
export function useFormulario<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  opciones: OpcionesFormulario<S> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...opciones,
    resolver: zodResolver(schema),
  });
  const refFormulario = useFocoEnPrimerError(form.formState);
  return { ...form, refFormulario };
}
