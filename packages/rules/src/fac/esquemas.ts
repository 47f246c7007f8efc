/**
 * The filter-question group form (spec 02 §5 "Filter-question group", spec 03 §5): one zod schema shared by
 * the staff form and the `fac.crear` / `fac.editar` procedures, plus the inputs of the other `fac.*` calls.
 */
import { z } from 'zod';
import { campo, Version } from '../esquemas';
import { CALIFICACION_OPCION, CLASE_PREGUNTA, TIPO_PREGUNTA } from '../enums/fac';
import { LIMITES_FAC as L } from './limites';
import { MENSAJES_FAC as M } from './mensajes';

export const IdFac = campo.id();

const texto = (max: number, mensaje: string) =>
  campo.texto({ min: 1, max, mensaje, mensajeLargo: M.maxCaracteres(max) });

export const OpcionFacEntrada = z.object({
  /** Present when the option already exists (edit). */
  id: IdFac.optional(),
  opcion: texto(L.opcion, M.opcionRequerida),
  calificacion: campo.codigo(CALIFICACION_OPCION, M.calificacionRequerida),
});
export type OpcionFacEntrada = z.infer<typeof OpcionFacEntrada>;

export const PreguntaFacEntrada = z.object({
  id: IdFac.optional(),
  titulo: texto(L.titulo, M.tituloRequerido),
  tipo: campo.codigo(TIPO_PREGUNTA, M.tipoRequerido),
  clase: campo.codigo(CLASE_PREGUNTA, M.claseRequerida),
  usar: z.boolean().default(true),
  opciones: z
    .array(OpcionFacEntrada, { message: M.sinOpciones })
    .min(1, M.sinOpciones)
    .max(L.maxOpciones, M.maxOpciones(L.maxOpciones)),
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
    if (g.preguntas.length > maxPregFac)
      ctx.addIssue({ code: 'custom', path: ['preguntas'], message: M.maxPreguntas(maxPregFac) });
  });
}

/** The question-count rule alone (the server applies it after reading the config). */
export function excedeMaxPreguntas(cantidad: number, maxPregFac: number): string | null {
  return cantidad > maxPregFac ? M.maxPreguntas(maxPregFac) : null;
}

export const EntradaCrearFac = CamposGrupoFac;
export const EntradaEditarFac = CamposGrupoFac.extend({ id: IdFac, version: Version });
export const EntradaIdFac = z.object({ id: IdFac });

export const EntradaListaFac = z.object({
  /** Free text over the name and tags. */
  texto: campo.texto({ max: 100 }).optional(),
  etiqueta: IdFac.optional(),
});

export const EntradaBuscarEtiquetas = z.object({ texto: campo.texto({ max: L.tag }).default('') });
export const EntradaCrearEtiqueta = z.object({ nombre: texto(L.tag, M.tagRequerido) });

/** FAC indicator: both dates required ('YYYY-MM-DD'), start not after end. */
export const EntradaIndicadorFac = z
  .object({
    desde: campo.fechaIso(M.fechaInicioRequerida),
    hasta: campo.fechaIso(M.fechaFinRequerida),
  })
  .refine((e) => e.desde <= e.hasta, { message: M.rangoFechas, path: ['hasta'] });
export type EntradaIndicadorFac = z.infer<typeof EntradaIndicadorFac>;

export const EntradaPedidoFac = z.object({ pedidoId: campo.id(M.pedidoRequerido) });

/** `fac.cuestionarioCandidato`: one candidate of an order. */
export const EntradaCuestionarioCandidato = z.object({ candidatoPedidoId: campo.id(M.candidatoRequerido) });

/**
 * Defining an order's group: `existente` uses a group suggested for the order's profile; `nuevo` copies the
 * selected group (suggested or base) into a new group named job title plus `texto`.
 */
export const EntradaDefinirFacPedido = z.discriminatedUnion('modo', [
  EntradaPedidoFac.extend({
    version: Version,
    modo: z.literal('existente'),
    grupoId: campo.id(M.grupoRequerido),
  }),
  EntradaPedidoFac.extend({
    version: Version,
    modo: z.literal('nuevo'),
    grupoId: campo.id(M.grupoRequerido),
    texto: texto(100, M.textoRequerido),
  }),
]);
export type EntradaDefinirFacPedido = z.infer<typeof EntradaDefinirFacPedido>;

/** Final name of a group created for an order: the job title plus the text given. */
export function nombreFacPedido(nombreCargo: string, texto: string): string {
  return `${nombreCargo.trim()} ${texto.trim()}`.slice(0, L.nombre);
}

export const EntradaEnviarEnlaceFac = EntradaPedidoFac.extend({
  candidatos: z
    .array(IdFac, { message: M.candidatosRequeridos })
    .min(1, M.candidatosRequeridos)
    .max(L.maxCandidatosEnlace),
});

/** The public answer page: a token of the e-mailed link (base32 of 128 bits = 26 characters). */
export const TokenFac = campo.formato(/^[a-z2-7]{26}$/, M.enlaceInvalido, 26);
export const EntradaTokenFac = z.object({ token: TokenFac });
export const EntradaResponderFac = z.object({
  token: TokenFac,
  respuestas: z
    .array(z.object({ preguntaId: IdFac, opcionId: IdFac }), { message: M.respuestasIncompletas })
    .min(1, M.respuestasIncompletas)
    .max(L.maxPreguntasAbsoluto),
});
export type EntradaResponderFac = z.infer<typeof EntradaResponderFac>;

/** The candidate's answer form: the same input, an unanswered question named as such (one answer per question). */
export const FormularioResponderFac = EntradaResponderFac.extend({
  respuestas: z
    .array(z.object({ preguntaId: IdFac, opcionId: campo.id(M.respuestasIncompletas) }))
    .min(1, M.respuestasIncompletas)
    .max(L.maxPreguntasAbsoluto),
});
export type FormularioResponderFac = z.infer<typeof FormularioResponderFac>;
