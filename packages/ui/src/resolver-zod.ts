import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A resolver that accepts the values of any form and answers the schema's output. */
type ResolverDe<Salida> = <V extends FieldValues>(
  ...args: Parameters<Resolver<V, unknown, Salida>>
) => ReturnType<Resolver<V, unknown, Salida>>;

/**
 * `zodResolver` for a form whose values are not typed as the schema's input (a schema that preprocesses `unknown`,
 * a FAC answer held as text): the schema itself refuses what does not fit with its Spanish message; only the
 * static type of the values is widened here. Prefer `useFormulario` when the schema's input is the form's values.
 */
export function resolverZod<S extends z.ZodType>(schema: S): ResolverDe<z.output<S>> {
  return zodResolver(schema as never) as unknown as ResolverDe<z.output<S>>;
}
