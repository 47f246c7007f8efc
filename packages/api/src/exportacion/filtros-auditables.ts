/**
 * The filters of an export as its audit row keeps them: what the user chose from lists (ids, states, flags, dates,
 * numbers) stays as it was; what the user typed (a text field of the list's input: a name, a document, an e-mail)
 * is kept only as the fact that it was used. The audit outlives the people it names: a suppressed person's name
 * must not stay in a filter (Ley 1581), and a text filter is where a name or a document would travel.
 */
export const TEXTO_OMITIDO = '[texto omitido]';

/** Zod v4's description of a schema (`_zod.def`), as far as this walk reads it. */
interface Definicion {
  type?: string;
  format?: string;
  innerType?: Esquema;
  in?: Esquema;
  element?: Esquema;
  options?: Esquema[];
  shape?: Record<string, Esquema>;
}
interface Esquema {
  _zod?: { def?: Definicion };
}

const FORMATOS_DE_FECHA = new Set(['date', 'datetime', 'time']);

/** The schema under optional / nullable / default / catch / pipe wrappers. */
function desenvolver(e: Esquema | undefined): Definicion | undefined {
  let d = e?._zod?.def;
  for (let i = 0; d && i < 10; i++) {
    const interno = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!interno) break;
    d = interno._zod?.def;
  }
  return d;
}

/**
 * Whether a string of this schema is one the user picked rather than typed: an enum or literal value, or a date.
 * Anything else (a plain string, a union with a string, an unknown key) counts as typed.
 */
function esElegido(d: Definicion | undefined): boolean {
  if (!d) return false;
  if (d.type === 'enum' || d.type === 'literal') return true;
  if (d.type === 'string') return d.format !== undefined && FORMATOS_DE_FECHA.has(d.format);
  if (d.type === 'union') return (d.options ?? []).every((o) => esElegido(desenvolver(o)));
  return false;
}

function valorAuditable(valor: unknown, d: Definicion | undefined): unknown {
  if (valor === null || valor === undefined || valor === '') return valor;
  if (Array.isArray(valor)) return valor.map((v) => valorAuditable(v, desenvolver(d?.element)));
  if (typeof valor === 'string') return esElegido(d) ? valor : TEXTO_OMITIDO;
  if (typeof valor === 'object' && !(valor instanceof Date)) return objetoAuditable(valor, d?.shape ?? {});
  return valor;
}

function objetoAuditable(valor: object, forma: Record<string, Esquema>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(valor).map(([clave, v]) => [clave, valorAuditable(v, desenvolver(forma[clave]))]),
  );
}

/**
 * `filtros` (already parsed by the list's input schemas `esquemas`) with every free-text value replaced by
 * TEXTO_OMITIDO. A key no schema describes counts as free text.
 */
export function filtrosAuditables(filtros: unknown, esquemas: readonly unknown[]): unknown {
  const forma: Record<string, Esquema> = {};
  for (const e of esquemas) Object.assign(forma, desenvolver(e as Esquema)?.shape ?? {});
  if (filtros === null || typeof filtros !== 'object' || Array.isArray(filtros))
    return valorAuditable(filtros, undefined);
  return objetoAuditable(filtros, forma);
}
