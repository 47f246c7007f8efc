/**
 * Bodies of the devices' REST API (issue 20) and inputs/outputs of the staff procedures `dispositivos.*`. The
 * server parses with these, and the OpenAPI document is generated from them (z.toJSONSchema), so both agree.
 */
import { z } from 'zod';
import { Id } from '../../esquemas/comunes';
import { decimal, formato, instanteIso, texto } from '../../esquemas/primitivos';
import {
  ALFABETO_CODIGO,
  LARGO_CODIGO,
  MAX_CARACTERES_CLAVE,
  MAX_CARACTERES_TEXTO_NOVEDAD,
  MAX_FOTOS_NOVEDAD,
  MAX_LLEGADAS_LOTE,
  MAX_PUNTOS_LOTE,
  MAX_CARACTERES_BASE64_FOTO,
} from './limites';
import { MENSAJES_DISPOSITIVOS } from './mensajes';

const MENSAJE_CLAVE = 'La clave de idempotencia es obligatoria (1 a 100 caracteres)';
const Clave = texto({
  min: 1,
  max: MAX_CARACTERES_CLAVE,
  mensaje: MENSAJE_CLAVE,
  mensajeLargo: MENSAJE_CLAVE,
  recortar: false,
});
const Latitud = decimal({
  min: -90,
  max: 90,
  mensaje: 'La latitud debe ser un número',
  mensajeRango: 'La latitud debe estar entre -90 y 90',
});
const Longitud = decimal({
  min: -180,
  max: 180,
  mensaje: 'La longitud debe ser un número',
  mensajeRango: 'La longitud debe estar entre -180 y 180',
});
/** The device's clock when it measured or reported (ISO 8601 with zone: Z or ±hh:mm). */
const RegistradoEn = instanteIso(
  'registradoEn debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-11-24T15:04:05-05:00)',
).transform((v) => new Date(v));

/** The code as shown in the staff screen; typed on a phone it may come in lower case or with spaces. */
export const CodigoEnrolamientoTexto = texto({
  max: 40,
  mensaje: MENSAJES_DISPOSITIVOS.codigoInvalido,
  mensajeLargo: MENSAJES_DISPOSITIVOS.codigoInvalido,
})
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(formato(new RegExp(`^[${ALFABETO_CODIGO}]{${LARGO_CODIGO}}$`), MENSAJES_DISPOSITIVOS.codigoInvalido));

export const SolicitudEnrolamiento = z
  .object({
    codigo: CodigoEnrolamientoTexto,
    deviceId: formato(/^[\w.:-]{4,200}$/, 'deviceId debe tener de 4 a 200 letras, números o . _ : -'),
    nombre: texto({ max: 120 }).optional(),
    tokenPush: texto({ min: 1, max: 500 }).optional(),
  })
  .strict();
export type SolicitudEnrolamiento = z.infer<typeof SolicitudEnrolamiento>;

export const PuntoGpsEntrada = z.object({ lat: Latitud, lng: Longitud, registradoEn: RegistradoEn }).strict();
export const LotePuntos = z
  .object({
    clave: Clave,
    puntos: z
      .array(PuntoGpsEntrada)
      .min(1, 'El lote no trae puntos')
      .max(MAX_PUNTOS_LOTE, `Un lote admite como máximo ${MAX_PUNTOS_LOTE} puntos`),
  })
  .strict();
export type LotePuntos = z.infer<typeof LotePuntos>;

export const LlegadaEntrada = z
  .object({ almacenId: Id, registradoEn: RegistradoEn, lat: Latitud.optional(), lng: Longitud.optional() })
  .strict()
  .refine((l) => (l.lat === undefined) === (l.lng === undefined), 'lat y lng van juntas');
export const LoteLlegadas = z
  .object({
    clave: Clave,
    llegadas: z
      .array(LlegadaEntrada)
      .min(1, 'El lote no trae llegadas')
      .max(MAX_LLEGADAS_LOTE, `Un lote admite como máximo ${MAX_LLEGADAS_LOTE} llegadas`),
  })
  .strict();
export type LoteLlegadas = z.infer<typeof LoteLlegadas>;

/** A photo as base64 (standard or URL alphabet); its type is read from its bytes, not from what the phone says. */
export const FotoEntrada = z
  .object({
    nombre: texto({ max: 255 }).optional(),
    base64: texto({
      min: 1,
      max: MAX_CARACTERES_BASE64_FOTO,
      mensaje: 'La foto debe venir en base64',
      mensajeLargo: MENSAJES_DISPOSITIVOS.fotoPesada,
      recortar: false,
    }),
  })
  .strict();
export const LoteNovedad = z
  .object({
    clave: Clave,
    subTipoNovedadId: Id,
    almacenId: Id,
    texto: texto({ min: 1, max: MAX_CARACTERES_TEXTO_NOVEDAD, multilinea: true }),
    registradoEn: RegistradoEn,
    fotos: z.array(FotoEntrada).max(MAX_FOTOS_NOVEDAD, MENSAJES_DISPOSITIVOS.demasiadasFotos).default([]),
  })
  .strict();
export type LoteNovedad = z.infer<typeof LoteNovedad>;

export const SolicitudTokenPush = z.object({ tokenPush: texto({ min: 1, max: 500 }) }).strict();

// ---- Staff procedures (dispositivos.*) ----

export const EntradaGenerarCodigo = z.object({ usuarioId: Id }).strict();

export const EntradaListarDispositivos = z
  .object({ usuarioId: Id.optional(), clienteId: Id.optional() })
  .strict()
  .default({});
export type EntradaListarDispositivos = z.infer<typeof EntradaListarDispositivos>;

export const EntradaRevocarDispositivo = z.object({ id: Id }).strict();
