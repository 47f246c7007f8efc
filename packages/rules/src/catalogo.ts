/** One value of a catalogue: the stored code, a constant name and the Spanish label shown to users. */
export interface OpcionCatalogo<V extends number | string = number> {
  readonly valor: V;
  readonly clave: string;
  readonly etiqueta: string;
}

export interface Catalogo<V extends number | string> {
  readonly opciones: readonly OpcionCatalogo<V>[];
  readonly valores: readonly V[];
  /** Spanish label of a value; `desconocido` (default "Desconocido") for values outside the catalogue. */
  etiqueta(valor: V | number | string | null | undefined, desconocido?: string): string;
  es(valor: unknown): valor is V;
}

/**
 * Defines an enumeration of the spec with its Spanish labels. The stored value is the number (or code)
 * used by the old product, so data and screens agree with the specification. Its input schema is
 * `enCatalogo(catalogo)` (esquemas/catalogo.ts): labels alone do not load zod.
 */
export function defineCatalogo<const V extends number | string>(
  opciones: readonly OpcionCatalogo<V>[],
): Catalogo<V> {
  const valores = opciones.map((o) => o.valor);
  const porValor = new Map<number | string, OpcionCatalogo<V>>(opciones.map((o) => [o.valor, o]));
  if (porValor.size !== opciones.length) throw new Error('Catálogo con valores repetidos');
  const es = (valor: unknown): valor is V => porValor.has(valor as V);
  return {
    opciones,
    valores,
    etiqueta: (valor, desconocido = 'Desconocido') =>
      valor === null || valor === undefined ? desconocido : (porValor.get(valor)?.etiqueta ?? desconocido),
    es,
  };
}

/** Builds a `{ CLAVE: valor }` map from a catalogue for readable code (`EstadoPedido.CANCELADO`). */
export function claves<const O extends readonly OpcionCatalogo<number | string>[]>(
  opciones: O,
): { readonly [K in O[number] as K['clave']]: K['valor'] } {
  return Object.fromEntries(opciones.map((o) => [o.clave, o.valor])) as never;
}
