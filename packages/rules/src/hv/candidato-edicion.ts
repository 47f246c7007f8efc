/**
 * "Editar candidato" (spec 03 §5, §7, §8): the eight personal fields, the optional password change and
 * the channel by which the candidate learned of the change, required when any personal field changed.
 */
import { z } from 'zod';
import { campo } from '../esquemas';
import { HV_LIMITES } from '../enums/hv';
import { fechaIsoExiste } from '../fechas';

export const MENSAJES_EDICION = {
  /** Spec 03 §5 (exact, typos included). */
  formularioInvalido: 'Formulario invalido.',
  medioRequerido: 'Cuando se modifica la información debe especificar le medio por el cual se entero',
  /** Spec 03 §8 (exact). */
  errorEnviado: 'Información enviada errada',
  errorActualizar: 'Ocurrio un error al actualizar candidato.',
  // Ours: field messages and the two success texts (the spec says they differ by contrato_actualizador).
  nombreRango: `Debe tener entre ${HV_LIMITES.nombreMin} y ${HV_LIMITES.nombreMax} caracteres`,
  requerido: 'Campo requerido',
  correoInvalido: 'El correo no es válido',
  telefonoRango: `Debe tener entre ${HV_LIMITES.telefonoMin} y ${HV_LIMITES.telefonoMax} caracteres`,
  fechaInvalida: 'La fecha de nacimiento debe tener el formato DD/MM/YYYY',
  fechaFutura: 'La fecha de nacimiento no puede ser futura',
  claveCorta: `La nueva contraseña debe tener mínimo ${HV_LIMITES.claveMin} caracteres`,
  claveLarga: 'La nueva contraseña no puede superar 128 caracteres',
  medioInexistente: 'El medio seleccionado no existe o está inactivo',
  correoRepetido: 'Ya existe otro candidato con ese correo electrónico',
  actualizado: 'Candidato actualizado correctamente.',
  actualizadoConNomina:
    'Candidato actualizado correctamente. Sus datos de contrato se enviaron al sistema de nómina para actualizarlos.',
  nominaSinConfigurar:
    'Candidato actualizado correctamente. El candidato está contratado pero la integración con el sistema de nómina no está configurada: sus datos de contrato no se actualizaron allí.',
  sinCambios: 'No hay cambios para guardar.',
} as const;

/** The eight personal fields whose change requires the channel (spec 03 §5). */
export const CAMPOS_PERSONALES = [
  'nombre1',
  'nombre2',
  'apellido1',
  'apellido2',
  'email',
  'telefonoOCelular',
  'whatsapp',
  'fechaNacimiento',
] as const;
export type CampoPersonal = (typeof CAMPOS_PERSONALES)[number];
export type DatosPersonales = Record<CampoPersonal, string | null>;

const limpio = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v);
const opcional = (v: unknown) => {
  const t = limpio(v);
  return t === '' || t === undefined ? null : t;
};
const nombre = campo
  .texto({
    min: 1,
    max: HV_LIMITES.nombreMax,
    mensaje: MENSAJES_EDICION.requerido,
    mensajeLargo: MENSAJES_EDICION.nombreRango,
  })
  .min(HV_LIMITES.nombreMin, MENSAJES_EDICION.nombreRango);
const telefono = campo
  .texto({
    min: 1,
    max: HV_LIMITES.telefonoMax,
    mensaje: MENSAJES_EDICION.requerido,
    mensajeLargo: MENSAJES_EDICION.telefonoRango,
  })
  .min(HV_LIMITES.telefonoMin, MENSAJES_EDICION.telefonoRango);

/** A real calendar day 'YYYY-MM-DD' (the form shows and types it as DD/MM/YYYY). */
export function esFechaIsoValida(v: string): boolean {
  return fechaIsoExiste(v) && v >= '1900-01-01';
}

/** The personal fields of the form (what `CAMPOS_PERSONALES` names), validated as spec 03 §5 says. */
export const CamposPersonales = z.object({
  nombre1: z.preprocess(limpio, nombre),
  nombre2: z.preprocess(opcional, nombre.nullable()),
  apellido1: z.preprocess(limpio, nombre),
  apellido2: z.preprocess(opcional, nombre.nullable()),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    campo
      .texto({
        min: 1,
        max: 254,
        mensaje: MENSAJES_EDICION.requerido,
        mensajeLargo: MENSAJES_EDICION.correoInvalido,
      })
      .pipe(z.email(MENSAJES_EDICION.correoInvalido)),
  ),
  telefonoOCelular: z.preprocess(limpio, telefono),
  whatsapp: z.preprocess(opcional, telefono.nullable()),
  fechaNacimiento: campo
    .texto({
      min: 1,
      max: 10,
      mensaje: MENSAJES_EDICION.requerido,
      mensajeLargo: MENSAJES_EDICION.fechaInvalida,
      recortar: false,
    })
    .refine(esFechaIsoValida, MENSAJES_EDICION.fechaInvalida),
});

/** The personal fields plus the channel and the optional password change (the form's fields). */
const CamposEdicion = CamposPersonales.extend({
  motivoCambioId: campo.id().nullable().default(null),
  cambiarClave: z.boolean().default(false),
  /** Not trimmed (spaces are part of a password); its length rules are below, only when `cambiarClave`. */
  nuevaClave: campo
    .texto({ max: 1000, recortar: false, mensajeLargo: MENSAJES_EDICION.claveLarga })
    .nullable()
    .default(null),
});

function reglaClave(v: { cambiarClave?: boolean; nuevaClave?: string | null }, ctx: z.RefinementCtx): void {
  if (!v.cambiarClave) return;
  const clave = v.nuevaClave ?? '';
  if (clave.length < HV_LIMITES.claveMin)
    ctx.addIssue({ code: 'custom', path: ['nuevaClave'], message: MENSAJES_EDICION.claveCorta });
  else if (clave.length > 128)
    ctx.addIssue({ code: 'custom', path: ['nuevaClave'], message: MENSAJES_EDICION.claveLarga });
}

/** `hojasDeVida.editarCandidato` input. `motivoCambioId` is the channel; `nuevaClave` only when `cambiarClave`. */
export const EntradaEditarCandidato = CamposEdicion.extend({
  candidatoId: campo.id(),
  version: campo.version(),
}).superRefine(reglaClave);
export type EntradaEditarCandidato = z.infer<typeof EntradaEditarCandidato>;

/** Personal fields whose value differs (after the same trimming the schema applies). */
export function camposPersonalesCambiados(antes: DatosPersonales, despues: DatosPersonales): CampoPersonal[] {
  const norm = (v: string | null) => (v ?? '').trim();
  return CAMPOS_PERSONALES.filter((c) => norm(antes[c]) !== norm(despues[c]));
}

/** The channel is required when any personal field changed; the message otherwise null. */
export function mensajeMedioFaltante(
  cambiados: readonly CampoPersonal[],
  motivoCambioId: number | null,
): string | null {
  return cambiados.length > 0 && motivoCambioId === null ? MENSAJES_EDICION.medioRequerido : null;
}

/** The success toast: differs by whether the payroll data was updated (contrato_actualizador). */
export function mensajeEdicionExitosa(r: {
  contratoActualizador: boolean;
  nominaSinConfigurar: boolean;
}): string {
  if (r.contratoActualizador) return MENSAJES_EDICION.actualizadoConNomina;
  return r.nominaSinConfigurar ? MENSAJES_EDICION.nominaSinConfigurar : MENSAJES_EDICION.actualizado;
}

/**
 * The "Editar candidato" form's schema (react-hook-form): the same fields and password rule as the procedure,
 * plus the channel, required when a personal field differs from `original`. Its rules run even while a field
 * fails, so every message shows at once.
 */
export function esquemaFormularioEdicion(original: DatosPersonales) {
  return CamposEdicion.superRefine(
    (v, ctx) => {
      reglaClave(v, ctx);
      const despues = Object.fromEntries(
        CAMPOS_PERSONALES.map((c) => [c, typeof v[c] === 'string' ? v[c] : null]),
      ) as DatosPersonales;
      const medio = mensajeMedioFaltante(
        camposPersonalesCambiados(original, despues),
        v.motivoCambioId ?? null,
      );
      if (medio) ctx.addIssue({ code: 'custom', path: ['motivoCambioId'], message: medio });
    },
    { when: () => true },
  );
}
