/**
 * Colombian client documents (issue 34 §4): a NIT carries the DIAN verification digit (DV), a CC is only digits.
 * What the user types ("800.197.268-4", "800197268-4") is read here; the database keeps the digits without the DV in
 * `numero_documento` (so every lookup by '900123456' keeps working) and the DV in `digito_verificacion`.
 */

/** DIAN weights, applied from the rightmost digit of the NIT (at most 15 digits). */
const PESOS_DIAN = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;
/** Longest NIT the DIAN algorithm weighs. */
export const NIT_MAXIMO_DIGITOS = PESOS_DIAN.length;
/** A CC (cédula) has between 3 and 10 digits. */
export const CC_MINIMO_DIGITOS = 3;
export const CC_MAXIMO_DIGITOS = 10;

export const MENSAJES_NIT = {
  requerido: 'Escriba el número de documento',
  nitFormato:
    'Escriba el NIT con números (puede usar puntos) y su dígito de verificación después de un guion, p. ej. 800.197.268-4',
  nitSinDigito: 'Escriba el dígito de verificación del NIT después de un guion, p. ej. 800197268-4',
  nitLargo: `El NIT no puede tener más de ${NIT_MAXIMO_DIGITOS} dígitos`,
  digitoErrado: (nit: string, esperado: number) =>
    `El dígito de verificación no corresponde al NIT ${nit}: revise el número (para ese NIT el dígito sería ${esperado})`,
  ccFormato: `Escriba la cédula solo con números (entre ${CC_MINIMO_DIGITOS} y ${CC_MAXIMO_DIGITOS} dígitos; puede usar puntos)`,
} as const;

/** The DIAN verification digit of a NIT given as digits only (1 to 15 of them). */
export function digitoVerificacionNit(numero: string): number {
  if (!/^\d+$/.test(numero) || numero.length > NIT_MAXIMO_DIGITOS)
    throw new RangeError(`NIT inválido: ${numero}`);
  let suma = 0;
  for (let i = 0; i < numero.length; i++) {
    suma += Number(numero[numero.length - 1 - i]) * PESOS_DIAN[i]!;
  }
  const r = suma % 11;
  return r > 1 ? 11 - r : r;
}

/** A client document as it is stored: digits without separators, and the DV for a NIT (null for a CC). */
export interface DocumentoCliente {
  numero: string;
  digitoVerificacion: number | null;
}

export type LecturaDocumento = { ok: true; documento: DocumentoCliente } | { ok: false; mensaje: string };

/** Dots and spaces users type as thousands separators ("800.197.268", "800 197 268"). */
const sinSeparadores = (texto: string) => texto.trim().replace(/[.\s]/g, '');

/**
 * Reads a NIT as typed: digits with or without dots, a dash and the DV. A missing or wrong DV is refused with a
 * message that says what to fix.
 */
export function leerNit(texto: string): LecturaDocumento {
  const limpio = sinSeparadores(texto);
  if (limpio === '') return { ok: false, mensaje: MENSAJES_NIT.requerido };
  if (/^\d+$/.test(limpio))
    return {
      ok: false,
      mensaje: limpio.length > NIT_MAXIMO_DIGITOS ? MENSAJES_NIT.nitLargo : MENSAJES_NIT.nitSinDigito,
    };
  const partes = /^(\d+)-(\d)$/.exec(limpio);
  if (!partes) return { ok: false, mensaje: MENSAJES_NIT.nitFormato };
  const numero = partes[1]!;
  if (numero.length > NIT_MAXIMO_DIGITOS) return { ok: false, mensaje: MENSAJES_NIT.nitLargo };
  const esperado = digitoVerificacionNit(numero);
  if (Number(partes[2]) !== esperado)
    return { ok: false, mensaje: MENSAJES_NIT.digitoErrado(numero, esperado) };
  return { ok: true, documento: { numero, digitoVerificacion: esperado } };
}

/** Reads a CC as typed: digits, dots allowed. */
export function leerCedula(texto: string): LecturaDocumento {
  const limpio = sinSeparadores(texto);
  if (limpio === '') return { ok: false, mensaje: MENSAJES_NIT.requerido };
  if (!/^\d+$/.test(limpio) || limpio.length < CC_MINIMO_DIGITOS || limpio.length > CC_MAXIMO_DIGITOS)
    return { ok: false, mensaje: MENSAJES_NIT.ccFormato };
  return { ok: true, documento: { numero: limpio, digitoVerificacion: null } };
}

/** Reads a client document by its type: 0 NIT, 1 CC (TIPO_DOCUMENTO_CLIENTE). */
export function leerDocumentoCliente(tipoDocumento: number, texto: string): LecturaDocumento {
  return tipoDocumento === 0 ? leerNit(texto) : leerCedula(texto);
}

/** "800.197.268-4" for a NIT with its DV, "1.020.304.050" for a CC; a stored value that is not digits is shown as is. */
export function formatoDocumentoCliente(numero: string, digitoVerificacion: number | null): string {
  const conPuntos = /^\d+$/.test(numero) ? numero.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : numero;
  return digitoVerificacion === null ? conPuntos : `${conPuntos}-${digitoVerificacion}`;
}

/** What the form shows in the document field for a stored client: "800197268-4" for a NIT, the digits for a CC. */
export function documentoParaEditar(numero: string, digitoVerificacion: number | null): string {
  return digitoVerificacion === null ? numero : `${numero}-${digitoVerificacion}`;
}
