/**
 * The filter-question group form (spec 02 §5 "Filter-question group", spec 03 §5): one zod schema shared by
 * the staff form and the `fac.crear` / `fac.editar` procedures, plus the inputs of the other `fac.*` calls.
 */
import { z } from 'zod';
import { CALIFICACION_OPCION, CLASE_PREGUNTA, TIPO_PREGUNTA } from '../enums/fac';
import { LIMITES_FAC as L } from './limites';
import { MENSAJES_FAC as M } from './mensajes';

const ID_MAXIMO = 2_147_483_647;
export const IdFac = z.number().int().positive().max(ID_MAXIMO);
const version = z.number().int().min(0).max(ID_MAXIMO);

const texto = (max: number, mensaje: string) => z.string({ message: mensaje }).trim().min(1, mensaje).max(max, M.maxCaracteres(max));

export const OpcionFacEntrada = z.object({
  /** Present when the option already exists (edit). */
  id: IdFac.optional(),
  opcion: texto(L.opcion, M.opcionRequerida),
  calificacion: z.number({ message: M.calificacionRequerida }).refine((v) => CALIFICACION_OPCION.es(v), M.calificacionRequerida),
});
export type OpcionFacEntrada = z.infer<typeof OpcionFacEntrada>;

export const PreguntaFacEntrada = z.object({
  id: IdFac.optional(),
  titulo: texto(L.titulo, M.tituloRequerido),
  tipo: z.number({ message: M.tipoRequerido }).refine((v) => TIPO_PREGUNTA.es(v), M.tipoRequerido),
  clase: z.number({ message: M.claseRequerida }).refine((v) => CLASE_PREGUNTA.es(v), M.claseRequerida),
  usar: z.boolean().default(true),
  opciones: z.array(OpcionFacEntrada, { message: M.sinOpciones }).min(1, M.sinOpciones).max(L.maxOpciones, M.maxOpciones(L.maxOpciones)),
});
export type PreguntaFacEntrada = z.infer<typeof PreguntaFacEntrada>;

/** Fields of a group as the form sends them (tags are ids of existing tags). */
export const CamposGrupoFac = z.object({
  nombre: texto(L.nombre, M.nombreRequerido),
  tags: z.array(IdFac, { message: M.sinTags }).min(1, M.sinTags).max(L.maxTags, M.maxTags(L.maxTags)),
  preguntas: z
    .array(PreguntaFacEntrada, { message: M.sinPreguntas })
    .min(1, M.sinPreguntas)
    .max(L.maxPreguntasAbsoluto, M.maxPreguntas(L.maxPreguntasAbsoluto)),
});
export type CamposGrupoFac = z.infer<typeof CamposGrupoFac>;

/** The form's schema with the orders config limit max_preg_fac (the server checks the same limit). */
export function crearEsquemaGrupoFac(maxPregFac: number) {
  return CamposGrupoFac.superRefine((g, ctx) => {
    if (g.preguntas.length > maxPregFac) ctx.addIssue({ code: 'custom', path: ['preguntas'], message: M.maxPreguntas(maxPregFac) });
  });
}

/** The question-count rule alone (the server applies it after reading the config). */
export function excedeMaxPreguntas(cantidad: number, maxPregFac: number): string | null {
  return cantidad > maxPregFac ? M.maxPreguntas(maxPregFac) : null;
}

export const EntradaCrearFac = CamposGrupoFac;
export const EntradaEditarFac = CamposGrupoFac.extend({ id: IdFac, version });
export const EntradaIdFac = z.object({ id: IdFac });

export const EntradaListaFac = z.object({
  /** Free text over the name and tags. */
  texto: z.string().trim().max(100).optional(),
  etiqueta: IdFac.optional(),
});

export const EntradaBuscarEtiquetas = z.object({ texto: z.string().trim().max(L.tag).default('') });
export const EntradaCrearEtiqueta = z.object({ nombre: texto(L.tag, M.tagRequerido) });

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
/** FAC indicator: both dates required ('YYYY-MM-DD'), start not after end. */
export const EntradaIndicadorFac = z
  .object({
    desde: z.string({ message: M.fechaInicioRequerida }).regex(FECHA, M.fechaInicioRequerida),
    hasta: z.string({ message: M.fechaFinRequerida }).regex(FECHA, M.fechaFinRequerida),
  })
  .refine((e) => e.desde <= e.hasta, { message: M.rangoFechas, path: ['hasta'] });
export type EntradaIndicadorFac = z.infer<typeof EntradaIndicadorFac>;

export const EntradaPedidoFac = z.object({ pedidoId: z.number({ message: M.pedidoRequerido }).int().positive(M.pedidoRequerido).max(ID_MAXIMO, M.pedidoRequerido) });

/**
 * Defining an order's group: `existente` uses a group suggested for the order's profile; `nuevo` copies the
 * selected group (suggested or base) into a new group named job title plus `texto`.
 */
export const EntradaDefinirFacPedido = z.discriminatedUnion('modo', [
  EntradaPedidoFac.extend({ version, modo: z.literal('existente'), grupoId: z.number({ message: M.grupoRequerido }).pipe(IdFac) }),
  EntradaPedidoFac.extend({
    version,
    modo: z.literal('nuevo'),
    grupoId: z.number({ message: M.grupoRequerido }).pipe(IdFac),
    texto: texto(100, M.textoRequerido),
  }),
]);
export type EntradaDefinirFacPedido = z.infer<typeof EntradaDefinirFacPedido>;

/** Final name of a group created for an order: the job title plus the text given. */
export function nombreFacPedido(nombreCargo: string, texto: string): string {
  return `${nombreCargo.trim()} ${texto.trim()}`.slice(0, L.nombre);
}

export const EntradaEnviarEnlaceFac = EntradaPedidoFac.extend({
  candidatos: z.array(IdFac, { message: M.candidatosRequeridos }).min(1, M.candidatosRequeridos).max(L.maxCandidatosEnlace),
});

/** The public answer page: a token of the e-mailed link (base32 of 128 bits = 26 characters). */
export const TokenFac = z.string({ message: M.enlaceInvalido }).regex(/^[a-z2-7]{26}$/, M.enlaceInvalido);
export const EntradaTokenFac = z.object({ token: TokenFac });
export const EntradaResponderFac = z.object({
  token: TokenFac,
  respuestas: z
    .array(z.object({ preguntaId: IdFac, opcionId: IdFac }), { message: M.respuestasIncompletas })
    .min(1, M.respuestasIncompletas)
    .max(L.maxPreguntasAbsoluto),
});
export type EntradaResponderFac = z.infer<typeof EntradaResponderFac>;
