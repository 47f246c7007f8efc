import { z } from 'zod';
import { campo } from '../../esquemas';

/**
 * The body the test platform posts when a candidate finishes (issue 17 "Results from the test platform"; spec 03 §3
 * "Digital test rating"): identified by its own `idResultado` (idempotency), for the person invited to an order
 * (pedidoId + correo of the scheduled candidate). Per test code a score 0–100 (or null) and descartado; report
 * links; video interviews with their questions and videos (null once the platform deleted it for age).
 */
export const CODIGOS_PRUEBA_PLATAFORMA = [
  'FAC',
  'DETAC',
  'COMPETENCIAS',
  'IDISC',
  'VALORES',
  'ENTREVISTA',
] as const;

const puntaje = campo.decimal({
  min: 0,
  max: 100,
  mensaje: 'debe ser un número entre 0 y 100',
  mensajeRango: 'debe estar entre 0 y 100',
});
// Text without control characters first (a NUL passes z.url and PostgreSQL refuses it in a text column), then the URL.
const url = campo
  .texto({ max: 1000, recortar: false, mensajeLargo: 'admite hasta 1000 caracteres' })
  .pipe(z.url({ protocol: /^https?$/, error: 'debe ser una dirección http(s) válida' }));

export const ResultadoPlataforma = z.object({
  idResultado: campo.texto({
    max: 100,
    min: 1,
    mensaje: 'es obligatorio',
    mensajeLargo: 'admite hasta 100 caracteres',
  }),
  pedidoId: campo.entero({
    min: 1,
    max: campo.ID_MAXIMO,
    mensaje: 'es obligatorio',
    mensajeRango: 'es obligatorio',
  }),
  correo: campo
    .texto({ max: 254, recortar: false, mensaje: 'debe ser un correo válido' })
    .pipe(z.email({ error: 'debe ser un correo válido' }))
    .transform((c) => c.toLowerCase()),
  puntajeGlobal: puntaje.nullable().default(null),
  descartado: z.boolean({ error: 'debe ser verdadero o falso' }).default(false),
  urlInforme: url.nullable().default(null),
  urlInformeLite: url.nullable().default(null),
  pruebas: z
    .array(
      z.object({
        codigo: z.enum(CODIGOS_PRUEBA_PLATAFORMA, {
          error: `debe ser uno de ${CODIGOS_PRUEBA_PLATAFORMA.join(', ')}`,
        }),
        puntaje: puntaje.nullable(),
        descartado: z.boolean({ error: 'debe ser verdadero o falso' }).default(false),
      }),
      { error: 'debe ser una lista' },
    )
    .min(1, 'debe traer al menos una prueba')
    .max(CODIGOS_PRUEBA_PLATAFORMA.length)
    .refine((l) => new Set(l.map((p) => p.codigo)).size === l.length, 'trae una prueba repetida'),
  entrevistas: z
    .array(
      z.object({
        orden: campo.entero({ min: 0, max: 100, columna: 'smallint' }),
        pregunta: campo.texto({ max: 2000, multilinea: true }).nullable(),
        /** null: the platform deleted the video for age ("El video fue borrado por antiguedad."). */
        video: url.nullable(),
        fecha: campo.instanteIso().nullable().default(null),
      }),
      { error: 'debe ser una lista' },
    )
    .max(50)
    .default([]),
});
export type ResultadoPlataforma = z.infer<typeof ResultadoPlataforma>;

export const MENSAJES_RESULTADO_PLATAFORMA = {
  noConfigurado: 'La recepción de resultados de la plataforma de pruebas no está configurada.',
  sinFirma: 'Falta la firma del resultado (cabeceras X-Pruebas-Firma y X-Pruebas-Timestamp).',
  vencida:
    'La firma del resultado está vencida: la hora enviada difiere más de 5 minutos de la hora del servidor.',
  firmaInvalida: 'La firma del resultado no es válida.',
  jsonInvalido: 'El cuerpo del resultado no es un JSON válido.',
  muyGrande: 'El resultado es demasiado grande.',
  /** "entrevistas.0.fecha debe ser…"; a shared primitive's own sentence ("El texto contiene…") after a colon. */
  invalido: (campo: string, problema: string) =>
    `El resultado no es válido: ${campo}${/^\p{Lu}/u.test(problema) ? ':' : ''} ${problema.replace(/\.$/, '')}.`,
  noInvitado: 'La persona no fue invitada a las pruebas de este pedido.',
  sinHojaDeVida: 'La persona invitada no tiene hoja de vida registrada; no se puede aplicar el resultado.',
  aplicado: 'Resultado aplicado',
  yaAplicado: 'El resultado ya había sido aplicado',
} as const;

/** The Spanish message of the first problem of a body that does not match `ResultadoPlataforma`. */
export function mensajeResultadoInvalido(error: z.ZodError): string {
  const [primero] = error.issues;
  if (!primero) return MENSAJES_RESULTADO_PLATAFORMA.invalido('el cuerpo', 'no tiene el formato esperado');
  const campo = primero.path.length ? primero.path.join('.') : 'el cuerpo';
  const problema =
    primero.code === 'unrecognized_keys' ||
    (primero.code === 'invalid_type' && !/debe|es obligatorio/.test(primero.message))
      ? 'no tiene el formato esperado'
      : primero.message;
  return MENSAJES_RESULTADO_PLATAFORMA.invalido(campo, problema);
}
