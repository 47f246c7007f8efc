import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A resolver that accepts the values of any form and answers the schema's output. */
type ResolverDe<Salida> = <V extends FieldValues>(...args: Parameters<Resolver<V, unknown, Salida>>) => ReturnType<Resolver<V, unknown, Salida>>;

/**
 * `zodResolver` for a form whose values are the schema's input while still being filled in: a select not yet
 * chosen holds null/undefined where the schema wants a number. The schema itself refuses those with its
 * Spanish message; only the static type of the values is widened here.
 */
export function resolverZod<S extends z.ZodType>(schema: S): ResolverDe<z.output<S>> {
  return zodResolver(schema as never) as unknown as ResolverDe<z.output<S>>;
}
