/**
 * The OpenAPI 3.1 document of the devices' API, generated from the same zod schemas the server parses with
 * (zod's own toJSONSchema, input side: what the phone sends), so it cannot drift from the code; a test checks
 * that its paths are exactly the router's routes.
 */
import {
  CAJA_COLOMBIA,
  CatalogosDispositivo,
  ErrorApiDispositivos,
  LoteLlegadas,
  LoteNovedad,
  LotePuntos,
  MAX_BYTES_FOTO,
  MENSAJES_DISPOSITIVOS,
  RespuestaEnrolamiento,
  RespuestaNotificaciones,
  ResultadoLote,
  RADIO_VISITA_METROS,
  SOLICITUDES_DISPOSITIVO_POR_MINUTO,
  SolicitudEnrolamiento,
  SolicitudTokenPush,
} from '@talento/rules';
import { z } from 'zod';

const esquema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });
const json = (s: z.ZodType, io: 'input' | 'output') => ({ 'application/json': { schema: esquema(s, io) } });
const error = (descripcion: string) => ({
  description: descripcion,
  content: json(ErrorApiDispositivos, 'output'),
});
const RespuestaLote = ResultadoLote.extend({ repetido: z.boolean() });

const comunes = {
  '400': error(
    'Cuerpo inválido: el mensaje nombra el elemento y el campo (por ejemplo "El punto 3 está fuera de Colombia"). Nada se guarda.',
  ),
  '401': error('Sin token, token desconocido o dispositivo revocado.'),
  '413': error('Cuerpo demasiado grande.'),
  '429': {
    ...error(
      `Más de ${SOLICITUDES_DISPOSITIVO_POR_MINUTO} solicitudes por minuto (configurable): vea la cabecera Retry-After.`,
    ),
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
  },
};

const lote = (resumen: string, cuerpo: z.ZodType) => ({
  post: {
    summary: resumen,
    security: [{ token: [] }],
    requestBody: { required: true, content: json(cuerpo, 'input') },
    responses: {
      '200': {
        description:
          'Lote aplicado, o ya aplicado antes con la misma clave (repetido: true, nada se inserta).',
        content: json(RespuestaLote, 'output'),
      },
      ...comunes,
      '409': error(
        `La clave ya se usó en un lote de otro tipo ("${MENSAJES_DISPOSITIVOS.claveOtroTipo}") o con otros datos ("${MENSAJES_DISPOSITIVOS.claveOtroCuerpo}"): use una clave nueva. Nada se guarda.`,
      ),
    },
  },
});

export function documentoOpenApi() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talento: API de dispositivos de mercaderistas',
      version: '1',
      description: `Lotes idempotentes por clave; horas del dispositivo en ISO 8601 con zona, no más de 5 minutos en el futuro ni de 7 días atrás; coordenadas dentro de Colombia (lat ${CAJA_COLOMBIA.latMin}…${CAJA_COLOMBIA.latMax}, lng ${CAJA_COLOMBIA.lngMin}…${CAJA_COLOMBIA.lngMax}); fotos JPEG, PNG o WebP (por sus bytes) de hasta ${MAX_BYTES_FOTO / 1024 / 1024} MB, en base64.`,
    },
    servers: [{ url: '/api/dispositivos/v1' }],
    components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/openapi.json': {
        get: { summary: 'Este documento', responses: { '200': { description: 'OpenAPI 3.1' } } },
      },
      '/enrolamiento': {
        post: {
          summary:
            'Cambia un código de un solo uso (pantalla Dispositivos del staff, 15 minutos) por el token del dispositivo',
          requestBody: { required: true, content: json(SolicitudEnrolamiento, 'input') },
          responses: {
            '201': {
              description: 'Token (se muestra una sola vez; el servidor guarda solo su SHA-256)',
              content: json(RespuestaEnrolamiento, 'output'),
            },
            '400': comunes['400'],
            '401': error('Código inválido, vencido o ya usado.'),
            '409': error('El deviceId está enrolado para otro mercaderista.'),
            '429': comunes['429'],
          },
        },
      },
      '/puntos': lote('Lote de puntos GPS (máximo 500)', LotePuntos),
      '/llegadas': lote(
        `Reportes de llegada a almacenes de clientes del mercaderista. lat y lng son opcionales, pero una llegada sin ellas se guarda y se muestra en el mapa y nunca cuenta como visita en el cumplimiento (cuenta solo la que está a ${RADIO_VISITA_METROS} m o menos del almacén).`,
        LoteLlegadas,
      ),
      '/novedades': lote('Una novedad con hasta 3 fotos en base64', LoteNovedad),
      '/token-push': {
        put: {
          summary: 'Token de registro push del teléfono',
          security: [{ token: [] }],
          requestBody: { required: true, content: json(SolicitudTokenPush, 'input') },
          responses: { '204': { description: 'Guardado' }, ...comunes },
        },
      },
      '/notificaciones': {
        get: {
          summary:
            'Notificaciones aún no confirmadas (leerlas no cambia nada; confirme cada una con /recibida)',
          security: [{ token: [] }],
          responses: {
            '200': {
              description: 'Pendientes, la más antigua primero',
              content: json(RespuestaNotificaciones, 'output'),
            },
            '401': comunes['401'],
            '429': comunes['429'],
          },
        },
      },
      '/notificaciones/{id}/recibida': {
        post: {
          summary: 'Confirma que el teléfono mostró la notificación (queda Entregada)',
          security: [{ token: [] }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
          responses: {
            '204': { description: 'Confirmada (confirmarla otra vez no cambia nada)' },
            '404': error('No es una notificación de este dispositivo.'),
            '401': comunes['401'],
            '429': comunes['429'],
          },
        },
      },
      '/catalogos': {
        get: {
          summary: 'Almacenes de los clientes del mercaderista y tipos de novedad activos',
          security: [{ token: [] }],
          responses: {
            '200': { description: 'Catálogos', content: json(CatalogosDispositivo, 'output') },
            '401': comunes['401'],
            '429': comunes['429'],
          },
        },
      },
    },
  };
}
