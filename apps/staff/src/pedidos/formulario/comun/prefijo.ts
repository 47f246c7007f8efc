/**
 * Where a group of fields lives in an order form: at the root (the ordinary order holds salary and work day once)
 * or in a city line (a stock order holds them per city).
 */
export type Prefijo = '' | `lineas.${number}.`;

/** A form that holds the fields `T` both at its root and in each city line: the paths a `Prefijo` reaches. */
export type EnRaizOLinea<T> = T & { lineas: T[] };

/** The path of `campo` under `prefijo`, typed as the form paths it may be. */
export const ruta = <K extends string>(prefijo: Prefijo, campo: K): `${Prefijo}${K}` => `${prefijo}${campo}`;
