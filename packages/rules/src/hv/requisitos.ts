/**
 * Internal requirements of a CV (spec 03 §2 requirement modal, §3 requisito / requisito_persona, §5):
 * requirement types, person requirements (score 0–100, final concept and comment rules for tests),
 * expiry ("Vencida") and the messages of the panel. Shared by the staff modals and the
 * `hojasDeVida.*` procedures.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { HV_LIMITES } from '../enums/hv';
import { sumarDias } from '../fechas';
import { validarArchivoEvidencia } from '../pedidos/detalle';

export const MENSAJES_REQUISITOS = {
  /** Spec 03 §5 (exact). */
  tipoIncompleto: 'Debes llenar ambos campos para crear el requerimiento',
  /** Spec 03 §8 (exact). */
  errorAgregar: 'Error al agregar el requerimiento',
  errorArchivo: 'Error al subir el archivo',
  errorObtener: 'No se pudieron obtener los requerimientos de la persona',
  sinRequisitos: 'Este candidato no tiene requerimientos tratados',
  // Ours (the spec does not quote them).
  requisitoRequerido: 'Debe seleccionar el requerimiento',
  requisitoInexistente: 'El requerimiento seleccionado no existe o está inactivo',
  fechaRequerida: 'Debe indicar la fecha de realización',
  fechaFutura: 'La fecha de realización no puede ser futura',
  resultadoRequerido: 'Debe indicar el resultado',
  puntajeRequerido: 'El puntaje es obligatorio cuando el requerimiento es una prueba',
  puntajeRango: 'El puntaje debe estar entre 0 y 100',
  conceptoRequerido: 'El concepto final es obligatorio cuando el requerimiento es una prueba',
  comentarioRequerido:
    'El comentario es obligatorio para las pruebas cuando el candidato no tiene entrevista',
  validezRango: 'Los días de validez deben ser un número entero entre 1 y 3650',
  nombreLargo: 'El nombre no puede superar 200 caracteres',
  nombreRepetido: 'Ya existe un requerimiento con ese nombre',
  textoLargo: 'El texto no puede superar 2000 caracteres',
  archivoRequerido: 'Debe seleccionar el archivo',
  tipoCreado: 'Requerimiento creado',
  requisitoAgregado: 'Requerimiento agregado',
  archivoAgregado: 'Archivo agregado al requerimiento',
  visibilidadGuardada: 'Se guardaron los requerimientos visibles para el cliente',
  productoTerminado: 'El candidato pasó a producto terminado',
  vencida: 'Vencida',
} as const;

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const entero = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v;
const numero = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(v)) return Number(v.replace(',', '.'));
  return v;
};
const booleano = (v: unknown) =>
  v === null || v === undefined
    ? false
    : v === 'true' || v === '1' || v === 'on'
      ? true
      : v === 'false' || v === '0' || v === ''
        ? false
        : v;

const nombreTipo = campo.texto({
  min: 1,
  max: 200,
  mensaje: MENSAJES_REQUISITOS.tipoIncompleto,
  mensajeLargo: MENSAJES_REQUISITOS.nombreLargo,
});
const validezDias = campo.entero({
  min: 1,
  max: 3650,
  mensaje: MENSAJES_REQUISITOS.tipoIncompleto,
  mensajeRango: MENSAJES_REQUISITOS.validezRango,
});

/** The "Crear tipo de requerimiento" form (react-hook-form): the name, and the validity days as a number. */
export const FormularioTipoRequisito = z.object({ nombre: nombreTipo, validezDias });

/** `hojasDeVida.crearTipoRequisito` input: the same fields, also as text. Both required (one message for both). */
export const EntradaCrearTipoRequisito = z.object({
  nombre: z.preprocess(texto, nombreTipo),
  validezDias: z.preprocess(entero, validezDias),
});
export type EntradaCrearTipoRequisito = z.infer<typeof EntradaCrearTipoRequisito>;

const fechaIso = campo.fechaIso(MENSAJES_REQUISITOS.fechaRequerida);
const textoOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null)),
  campo.texto({ max: 2000, mensajeLargo: MENSAJES_REQUISITOS.textoLargo, multilinea: true }).nullable(),
);

/** Fields of "Agregar requerimiento" (the evidence files travel beside them in the same FormData). */
export const CamposRequisitoPersona = z.object({
  candidatoId: z.preprocess(entero, campo.id()),
  requisitoId: z.preprocess(entero, campo.id(MENSAJES_REQUISITOS.requisitoRequerido)),
  fechaRealizacion: fechaIso,
  resultado: z.preprocess(
    entero,
    z.union([z.literal(0), z.literal(1)], { message: MENSAJES_REQUISITOS.resultadoRequerido }),
  ),
  puntaje: z.preprocess(
    numero,
    campo
      .decimal({
        min: HV_LIMITES.puntajeRequisitoMin,
        max: HV_LIMITES.puntajeRequisitoMax,
        mensaje: MENSAJES_REQUISITOS.puntajeRango,
        mensajeRango: MENSAJES_REQUISITOS.puntajeRango,
      })
      .nullable()
      .default(null),
  ),
  conceptoFinal: textoOpcional,
  comentario: textoOpcional,
  esVisibleCliente: z.preprocess(booleano, z.boolean().default(false)),
});
export type CamposRequisitoPersona = z.infer<typeof CamposRequisitoPersona>;

export interface ContextoRequisito {
  /** requisito.es_pruebas of the chosen type. */
  esPrueba: boolean;
  /** The candidate's latest digital-test rating has a video interview. */
  tieneEntrevista: boolean;
  /** Today, 'YYYY-MM-DD'. */
  hoy: string;
}

type CampoRequisito = 'fechaRealizacion' | 'puntaje' | 'conceptoFinal' | 'comentario';

/**
 * Rules that depend on the requirement type (spec 03 §2): for a test the score and the final concept are
 * required, and the comment too when there is no interview; the realisation date is not in the future.
 * Returns the message of each failing field (empty when valid).
 */
export function validarRequisitoPersona(
  c: Pick<CamposRequisitoPersona, 'fechaRealizacion' | 'puntaje' | 'conceptoFinal' | 'comentario'>,
  ctx: ContextoRequisito,
): Partial<Record<CampoRequisito, string>> {
  const errores: Partial<Record<CampoRequisito, string>> = {};
  if (c.fechaRealizacion > ctx.hoy) errores.fechaRealizacion = MENSAJES_REQUISITOS.fechaFutura;
  if (ctx.esPrueba) {
    if (c.puntaje === null) errores.puntaje = MENSAJES_REQUISITOS.puntajeRequerido;
    if (!c.conceptoFinal) errores.conceptoFinal = MENSAJES_REQUISITOS.conceptoRequerido;
    if (!ctx.tieneEntrevista && !c.comentario) errores.comentario = MENSAJES_REQUISITOS.comentarioRequerido;
  }
  return errores;
}

/** A file chosen in the browser, as the checks need it (no DOM type in rules). */
export interface ArchivoElegido {
  name: string;
  type: string;
  size: number;
}

/** A chosen evidence file (the browser's `File`: `A`), checked by the shared rule (type, size, name). */
const archivoEvidencia = <A extends ArchivoElegido>() =>
  z
    .custom<A>((a) => typeof a === 'object' && a !== null, MENSAJES_REQUISITOS.archivoRequerido)
    .superRefine((a, c) => {
      const m = validarArchivoEvidencia({ nombre: a.name, tipoMime: a.type, tamano: a.size });
      if (m) c.addIssue({ code: 'custom', message: m });
    });

/** An optional text of the form: trimmed; empty is null, as the procedure reads an empty multipart field. */
const textoDelFormulario = campo
  .texto({ max: 2000, mensajeLargo: MENSAJES_REQUISITOS.textoLargo, multilinea: true })
  .transform((v) => (v === '' ? null : v));

/**
 * The "Agregar requerimiento" form's schema (react-hook-form): the fields the procedure reads, as numbers and
 * booleans (the screen sends them as multipart text), the rules of the chosen type (`esPrueba` of the selected
 * id) and each evidence file's type and size.
 */
export function esquemaFormularioRequisito<A extends ArchivoElegido = ArchivoElegido>(
  ctx: Omit<ContextoRequisito, 'esPrueba'> & { esPrueba: (requisitoId: number) => boolean },
) {
  return z
    .object({
      candidatoId: campo.id(),
      requisitoId: campo.id(MENSAJES_REQUISITOS.requisitoRequerido),
      fechaRealizacion: fechaIso,
      resultado: z.union([z.literal(0), z.literal(1)], { message: MENSAJES_REQUISITOS.resultadoRequerido }),
      puntaje: campo
        .decimal({
          min: HV_LIMITES.puntajeRequisitoMin,
          max: HV_LIMITES.puntajeRequisitoMax,
          mensaje: MENSAJES_REQUISITOS.puntajeRango,
          mensajeRango: MENSAJES_REQUISITOS.puntajeRango,
        })
        .nullable(),
      conceptoFinal: textoDelFormulario,
      comentario: textoDelFormulario,
      esVisibleCliente: z.boolean(),
      archivo: z.array(archivoEvidencia<A>()),
    })
    .superRefine((v, c) => {
      const errores = validarRequisitoPersona(v, { ...ctx, esPrueba: ctx.esPrueba(v.requisitoId) });
      for (const [campo, message] of Object.entries(errores))
        c.addIssue({ code: 'custom', path: [campo], message });
    });
}

/** "Subir archivo" of a requirement's detail: one evidence file (`A`, the browser's `File`), required. */
export function formularioEvidencia<A extends ArchivoElegido = ArchivoElegido>() {
  return z.object({
    archivo: archivoEvidencia<A>()
      .nullable()
      .refine((a) => a !== null, MENSAJES_REQUISITOS.archivoRequerido),
  });
}

/** Last day the result is valid: realisation date plus the requirement's validity days ('YYYY-MM-DD'). */
export function venceEl(fechaRealizacion: string, validezDias: number): string {
  return sumarDias(fechaRealizacion, validezDias);
}

/**
 * valido_fecha (spec 03 §3): realisation date plus validity days still in the future. A result whose
 * expiry day is today or earlier shows "Vencida".
 */
export function requisitoVigente(fechaRealizacion: string, validezDias: number, hoy: string): boolean {
  return venceEl(fechaRealizacion, validezDias) > hoy;
}

/** Copy and paste are disabled in the requirement modal's text areas (spec 03 §2). */
export const SIN_COPIAR_PEGAR = {
  onCopy: (e: { preventDefault(): void }) => e.preventDefault(),
  onPaste: (e: { preventDefault(): void }) => e.preventDefault(),
  onCut: (e: { preventDefault(): void }) => e.preventDefault(),
} as const;

/** "Requerimientos visibles para el cliente": the person requirements the client portal may show. */
export const EntradaVisibilidadRequisitos = z.object({
  candidatoId: campo.id(),
  visibles: z.array(campo.id()).max(500),
});
export type EntradaVisibilidadRequisitos = z.infer<typeof EntradaVisibilidadRequisitos>;
