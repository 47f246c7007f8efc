/** DTOs of `fac.*` (never ORM entities). */
import { z } from 'zod';

const Etiqueta = z.object({ id: z.number(), nombre: z.string() });
export const EtiquetaDto = Etiqueta;

export const GrupoListaDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tags: z.array(Etiqueta),
  preguntas: z.number(),
  creadoPor: z.string().nullable(),
  createdAt: z.date(),
});

export const GrupoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipo: z.number(),
  tipoEtiqueta: z.string(),
  activo: z.boolean(),
  version: z.number(),
  createdAt: z.date(),
  creadoPor: z.string().nullable(),
  perfil: z.object({ id: z.number(), nombre: z.string() }).nullable(),
  pedido: z.object({ id: z.number(), nombreCargo: z.string() }).nullable(),
  tags: z.array(Etiqueta),
  preguntas: z.array(
    z.object({
      id: z.number(),
      titulo: z.string(),
      tipo: z.number(),
      tipoEtiqueta: z.string(),
      tipoFac: z.number(),
      clase: z.number(),
      claseEtiqueta: z.string(),
      usar: z.boolean(),
      opciones: z.array(
        z.object({
          id: z.number(),
          opcion: z.string(),
          calificacion: z.number(),
          calificacionEtiqueta: z.string(),
        }),
      ),
    }),
  ),
});

export const GuardadoDto = z.object({
  id: z.number(),
  nombre: z.string(),
  version: z.number(),
  mensaje: z.string(),
});

export const TrazaDto = z.object({
  id: z.number(),
  accion: z.number(),
  accionEtiqueta: z.string(),
  campo: z.string(),
  campoId: z.number().nullable(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
  usuario: z.string().nullable(),
  createdAt: z.date(),
});

export const IndicadorDto = z.object({
  usuarioId: z.number(),
  nUsuario: z.string(),
  pedidos: z.number(),
  tiempoValido: z.number(),
  valor: z.number(),
});

export const SugeridosDto = z.object({
  pedido: z.object({
    id: z.number(),
    version: z.number(),
    nombreCargo: z.string(),
    cliente: z.string(),
    perfil: z.object({ id: z.number(), nombre: z.string() }),
    fac: z.object({ id: z.number(), nombre: z.string() }).nullable(),
    cerrado: z.boolean(),
  }),
  sugeridos: z.array(
    z.object({
      id: z.number(),
      nombre: z.string(),
      definidoPerfil: z.boolean(),
      tags: z.array(Etiqueta),
      preguntas: z.array(z.string()),
    }),
  ),
  bases: z.array(z.object({ id: z.number(), nombre: z.string(), preguntas: z.number() })),
});

export const ResultadosPedidoDto = z.object({
  facDefinido: z.boolean(),
  candidatos: z.array(
    z.object({
      candidatoPedidoId: z.number(),
      resultado: z
        .object({ puntaje: z.number().nullable(), descartado: z.boolean(), fecha: z.date() })
        .nullable(),
      enlace: z
        .object({
          estado: z.enum(['pendiente', 'respondida', 'vencida']),
          enviadoEn: z.date(),
          expiraEn: z.date(),
          respondidaEn: z.date().nullable(),
        })
        .nullable(),
    }),
  ),
});

export const CuestionarioDto = z.object({
  candidato: z.string(),
  cargo: z.string(),
  expiraEn: z.date(),
  preguntas: z.array(
    z.object({
      id: z.number(),
      titulo: z.string(),
      opciones: z.array(z.object({ id: z.number(), opcion: z.string() })),
    }),
  ),
});

export const MensajeDto = z.object({ mensaje: z.string() });

/** A candidate's FAC answers through our link (empty with respondidaEn null when they have not answered). */
export const CuestionarioCandidatoDto = z.object({
  candidatoPedidoId: z.number(),
  candidato: z.string(),
  grupo: z.string().nullable(),
  respondidaEn: z.date().nullable(),
  puntaje: z.number().nullable(),
  descartado: z.boolean(),
  respuestas: z.array(
    z.object({
      preguntaId: z.number(),
      pregunta: z.string(),
      opcion: z.string(),
      calificacion: z.number(),
      calificacionEtiqueta: z.string(),
    }),
  ),
});

/** How many FAC links were e-mailed, and the toast. */
export const EnlacesEnviadosDto = z.object({ enviados: z.number(), mensaje: z.string() });

/** The order with its FAC defined, and the toast. */
export const FacDefinidoDto = z.object({
  pedidoId: z.number(),
  version: z.number(),
  fac: z.object({ id: z.number(), nombre: z.string() }),
  mensaje: z.string(),
});

/** A tag created (or the existing one of that name), and the toast. */
export const EtiquetaCreadaDto = z.object({
  id: z.number(),
  nombre: z.string(),
  creada: z.boolean(),
  mensaje: z.string(),
});

/** Limits of the FAC form. */
export const ConfiguracionFacDto = z.object({ maxPregFac: z.number() });
