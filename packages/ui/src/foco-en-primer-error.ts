import { useEffect, useRef } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';

/**
 * After a failed submit, focuses the first invalid field in the order the user sees it. react-hook-form's own
 * `shouldFocusError` follows the order fields were registered, which is not the screen's: `{...register()}` runs in
 * the parent's render, a `Controller` only when it renders, so a text field below a typeahead got the focus first.
 * Every field of this package marks itself `aria-invalid`, so the form element itself knows the order.
 */
export function useFocoEnPrimerError<T extends FieldValues>(formState: FormState<T>) {
  const formulario = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    formulario.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitSuccessful]);
  return formulario;
}
