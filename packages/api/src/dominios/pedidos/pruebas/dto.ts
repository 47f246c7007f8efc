import { CODIGOS_PRUEBA_PLATAFORMA, PRUEBAS_PEDIDO } from '@talento/rules';
import { z } from 'zod';

const Definidas = z.object(
  Object.fromEntries(PRUEBAS_PEDIDO.map((p) => [p, z.boolean()])) as Record<
    (typeof PRUEBAS_PEDIDO)[number],
    z.ZodBoolean
  >,
);
const Pregunta = z.object({ pregunta: z.string(), tiempo: z.number() });

export const OpcionesPruebasDto = z.object({
  pedido: z.object({
    id: z.number(),
    version: z.number(),
    nombreCargo: z.string(),
    fac: z.object({ id: z.number(), nombre: z.string() }).nullable(),
    detac: z.string().nullable(),
    competencias: z.array(z.number()),
    valores: z.array(z.number()),
    entrevista: z.array(Pregunta),
  }),
  definidas: Definidas,
  disponibles: z.array(z.enum(PRUEBAS_PEDIDO)),
  detac: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  tiempos: z.array(z.object({ minutos: z.number(), nombre: z.string() })),
  preguntasDefecto: z.array(z.string()),
  competencias: z.array(z.object({ id: z.number(), nombre: z.string(), padreId: z.number().nullable() })),
  valores: z.array(z.object({ id: z.number(), nombre: z.string(), defecto: z.boolean() })),
  /** PRUEBAS_URL is set; without it the platform calls stay Pendiente. */
  plataformaConfigurada: z.boolean(),
  /** The order's test-platform calls (create process, invitations, interviews) with their status. */
  llamadasPlataforma: z.array(
    z.object({
      id: z.number(),
      operacion: z.enum(['proceso', 'invitacion', 'entrevista']),
      correo: z.string().nullable(),
      estado: z.number(),
      estadoEtiqueta: z.string(),
      mensaje: z.string().nullable(),
      intentos: z.number(),
    }),
  ),
  limites: z.object({
    maxCompetencias: z.number(),
    maxSubCompetencias: z.number(),
    minValores: z.number(),
    maxValores: z.number(),
    minPreguntasEntrevista: z.number(),
    maxPreguntasEntrevista: z.number(),
  }),
});

export const DefinicionPruebasDto = z.object({
  pedidoId: z.number(),
  version: z.number(),
  definidas: Definidas,
  mensaje: z.string(),
  /** Set when the platform is not configured: the definition is stored, the platform call stays Pendiente. */
  aviso: z.string().nullable(),
});

export const PreguntasReemplazadasDto = DefinicionPruebasDto.omit({ definidas: true });

const Estados = z.object(
  Object.fromEntries(CODIGOS_PRUEBA_PLATAFORMA.map((c) => [c, z.number()])) as Record<
    (typeof CODIGOS_PRUEBA_PLATAFORMA)[number],
    z.ZodNumber
  >,
);

const Llamada = z.object({
  operacion: z.enum(['proceso', 'invitacion', 'entrevista']),
  estado: z.number(),
  estadoEtiqueta: z.string(),
  mensaje: z.string().nullable(),
});

export const ProgramadosDto = z.object({
  pedido: z.object({ id: z.number(), nombreCargo: z.string() }),
  /** The tests the order defines (a test it does not define shows "—"). */
  definidas: z.object(
    Object.fromEntries(CODIGOS_PRUEBA_PLATAFORMA.map((c) => [c, z.boolean()])) as Record<
      (typeof CODIGOS_PRUEBA_PLATAFORMA)[number],
      z.ZodBoolean
    >,
  ),
  /** PRUEBAS_URL is set; without it the platform calls stay Pendiente. */
  plataformaConfigurada: z.boolean(),
  programados: z.array(
    z.object({
      id: z.number(),
      correo: z.string(),
      candidato: z.object({ id: z.number(), nombre: z.string() }).nullable(),
      programaPruebaFecha: z.date().nullable(),
      fechaInformaPrueba: z.date().nullable(),
      estados: Estados,
      /** The latest platform call (invitation or interview) for this e-mail. */
      llamada: Llamada.nullable(),
    }),
  ),
});

/** The people invited (or scheduled for the video interview): one row per e-mail. */
export const InvitadosPruebasDto = z.array(z.object({ id: z.number(), correo: z.string() }));

/** One test of one scheduled person after ticking or unticking it: the row, the test's code and its new status. */
export const PruebaProgramadaMarcadaDto = z.object({
  id: z.number(),
  prueba: z.string(),
  estado: z.number(),
});
