import {
  EtiquetaFac,
  GrupoPreguntasFiltro,
  OpcionPregunta,
  type Perfil,
  PreguntaFiltro,
  TrazaFac,
  type Usuario,
} from '../../../entities';
import type { Contexto } from './contexto';

type Opcion = [texto: string, calificacion: number];
/** [titulo, clase (1 Potencial, 2 Desempeño), opciones]; every question has one option rated 6 (Descartar). */
type Pregunta = [titulo: string, clase: number, opciones: Opcion[]];

interface GrupoBase {
  nombre: string;
  tags: string[];
  preguntas: Pregunta[];
}

const GRUPOS: GrupoBase[] = [
  {
    nombre: 'Operativo de logística y producción',
    tags: ['operativo', 'logística', 'bodega', 'producción'],
    preguntas: [
      [
        '¿Cuánta experiencia certificada tiene en bodegas, centros de distribución o plantas de producción?',
        2,
        [
          ['Más de 3 años', 5],
          ['Entre 1 y 3 años', 4],
          ['Entre 6 meses y 1 año', 3],
          ['Menos de 6 meses', 2],
          ['Solo experiencia informal', 1],
          ['Ninguna experiencia', 6],
        ],
      ],
      [
        '¿Tiene disponibilidad para trabajar por turnos rotativos, incluidos nocturnos y fines de semana?',
        1,
        [
          ['Sí, en cualquier turno', 5],
          ['Sí, excepto el turno nocturno', 3],
          ['Solo turnos diurnos entre semana', 2],
          ['No tengo disponibilidad para turnos', 6],
        ],
      ],
      [
        '¿Puede levantar y movilizar cargas de hasta 25 kg de forma repetitiva?',
        1,
        [
          ['Sí, sin restricciones', 5],
          ['Sí, con ayudas mecánicas', 4],
          ['Solo ocasionalmente', 2],
          ['No, tengo una restricción médica', 6],
        ],
      ],
      [
        '¿Qué manejo tiene de inventarios y documentos de despacho (remisiones, picking, packing)?',
        2,
        [
          ['Manejo sistemas WMS y lectores de código de barras', 5],
          ['Llevo inventarios en Excel', 4],
          ['Conozco el proceso de forma manual', 3],
          ['He participado en conteos ocasionales', 2],
          ['Conozco poco el proceso', 1],
          ['Nunca he trabajado con inventarios', 6],
        ],
      ],
      [
        '¿Cuánto tiempo tarda en desplazarse desde su casa hasta la zona industrial?',
        1,
        [
          ['Menos de 30 minutos', 5],
          ['Entre 30 minutos y 1 hora', 4],
          ['Entre 1 y 2 horas', 2],
          ['Más de 2 horas', 6],
        ],
      ],
    ],
  },
  {
    nombre: 'Comercial y servicio al cliente',
    tags: ['comercial', 'ventas', 'servicio al cliente'],
    preguntas: [
      [
        '¿Cuánta experiencia tiene en ventas o atención directa al cliente?',
        2,
        [
          ['Más de 2 años con metas comerciales', 5],
          ['Entre 1 y 2 años', 4],
          ['Menos de 1 año', 3],
          ['Solo ventas informales', 2],
          ['Ninguna', 6],
        ],
      ],
      [
        '¿Cómo ha sido su cumplimiento de metas de venta en los últimos seis meses?',
        2,
        [
          ['Superé la meta todos los meses', 5],
          ['Cumplí la mayoría de los meses', 4],
          ['Cumplí algunas veces', 2],
          ['Nunca he tenido metas', 1],
          ['No cumplí ninguna meta', 6],
        ],
      ],
      [
        'Un cliente llega molesto porque su pedido no llegó completo. ¿Qué hace primero?',
        1,
        [
          ['Escucho, me disculpo y gestiono la solución con el área responsable', 5],
          ['Le explico el procedimiento de reclamos', 3],
          ['Lo remito al supervisor', 2],
          ['Le digo que no es mi responsabilidad', 6],
        ],
      ],
      [
        '¿Ha manejado dinero en efectivo, datáfonos o cuadre de caja?',
        2,
        [
          ['Sí, con cuadre diario sin faltantes', 5],
          ['Sí, ocasionalmente', 3],
          ['Nunca, pero puedo aprender', 2],
          ['He tenido faltantes descontados', 6],
        ],
      ],
    ],
  },
  {
    nombre: 'Salud, seguridad y servicios',
    tags: ['salud', 'seguridad', 'servicios', 'hospitalidad'],
    preguntas: [
      [
        '¿Cuenta con la certificación que exige el cargo (curso de vigilancia, RETHUS, manipulación de alimentos) vigente?',
        1,
        [
          ['Sí, vigente y con soporte', 5],
          ['Sí, en trámite de renovación', 3],
          ['La tuve pero está vencida', 2],
          ['No la tengo', 6],
        ],
      ],
      [
        '¿Tiene disponibilidad para turnos de 12 horas, domingos y festivos?',
        1,
        [
          ['Total disponibilidad', 5],
          ['Disponibilidad parcial', 3],
          ['Solo entre semana', 1],
          ['Ninguna', 6],
        ],
      ],
      [
        '¿Cuánta experiencia tiene en el cargo al que aspira?',
        2,
        [
          ['Más de 3 años', 5],
          ['Entre 1 y 3 años', 4],
          ['Entre 6 meses y 1 año', 3],
          ['Prácticas o voluntariado', 2],
          ['Ninguna', 6],
        ],
      ],
      [
        '¿Cómo actúa cuando un protocolo de seguridad o bioseguridad no se puede cumplir?',
        1,
        [
          ['Suspendo la labor e informo al supervisor de inmediato', 5],
          ['Busco una alternativa y luego informo', 3],
          ['Continúo con cuidado', 1],
          ['Omito el protocolo para no retrasar el trabajo', 6],
        ],
      ],
      [
        '¿Ha tenido llamados de atención por incumplimiento de horario en el último año?',
        2,
        [
          ['Ninguno', 5],
          ['Uno', 3],
          ['Dos', 2],
          ['Tres o más', 6],
        ],
      ],
      [
        '¿Tiene manejo básico de herramientas ofimáticas y registro de novedades?',
        2,
        [
          ['Manejo Excel y plataformas de registro', 5],
          ['Manejo básico de computador', 3],
          ['Muy poco', 1],
          ['No sé usar computador', 6],
        ],
      ],
    ],
  },
];

/** Creates a group with its questions and options; `base` copies the questions of a base group. */
function crearGrupo(
  ctx: Contexto,
  datos: {
    nombre: string;
    tipo: number;
    preguntas: Pregunta[];
    autor: Usuario;
    fecha: Date;
    perfil?: Perfil;
  },
): GrupoPreguntasFiltro {
  const { em } = ctx;
  const grupo = em.create(GrupoPreguntasFiltro, {
    nombre: datos.nombre,
    tipo: datos.tipo,
    perfil: datos.perfil ?? null,
    createdBy: datos.autor,
    createdAt: datos.fecha,
    updatedAt: datos.fecha,
  });
  datos.preguntas.forEach(([titulo, clase, opciones], i) => {
    const pregunta = em.create(PreguntaFiltro, { grupo, titulo, clase, tipo: 1, tipoFac: 1, orden: i + 1 });
    opciones.forEach(([opcion, calificacion], j) =>
      em.create(OpcionPregunta, { pregunta, opcion, calificacion, orden: j + 1 }),
    );
  });
  em.create(TrazaFac, {
    grupo,
    accion: 1,
    campo: 'grupo',
    despues: datos.nombre,
    usuario: datos.autor,
    createdAt: datos.fecha,
  });
  return grupo;
}

export interface Facs {
  bases: GrupoPreguntasFiltro[];
  preguntasDe: Map<GrupoPreguntasFiltro, Pregunta[]>;
}

/** Three base filter-question groups (tipo 1) with tags and traces. */
export async function seedFac(ctx: Contexto): Promise<Facs> {
  const { em, usuarios, reloj } = ctx;
  const etiquetas = new Map<string, EtiquetaFac>();
  const preguntasDe = new Map<GrupoPreguntasFiltro, Pregunta[]>();
  const bases = GRUPOS.map((g, i) => {
    const grupo = crearGrupo(ctx, {
      nombre: g.nombre,
      tipo: 1,
      preguntas: g.preguntas,
      autor: i === 0 ? usuarios.jefe : usuarios.psicologa,
      fecha: reloj.haceDias(120 - i * 10, 10),
    });
    for (const tag of g.tags) {
      let etiqueta = etiquetas.get(tag);
      if (!etiqueta) {
        etiqueta = em.create(EtiquetaFac, { nombre: tag });
        etiquetas.set(tag, etiqueta);
      }
      grupo.tags.add(etiqueta);
    }
    preguntasDe.set(grupo, g.preguntas);
    return grupo;
  });
  await em.flush();
  return { bases, preguntasDe };
}

/**
 * The group of a profile (tipo 2): created from a base group, named after the position, with the
 * base questions (tipo_fac 1). The caller flushes.
 */
export function facDePerfil(
  ctx: Contexto,
  facs: Facs,
  base: GrupoPreguntasFiltro,
  perfil: Perfil,
  fecha: Date,
): GrupoPreguntasFiltro {
  const preguntas = facs.preguntasDe.get(base) ?? [];
  const grupo = crearGrupo(ctx, {
    nombre: `${perfil.nombreCargoPerfil} - ${perfil.cliente.nombre}`.slice(0, 255),
    tipo: 2,
    preguntas,
    autor: ctx.usuarios.psicologa,
    fecha,
    perfil,
  });
  for (const tag of base.tags.getItems()) grupo.tags.add(tag);
  return grupo;
}
