import { z } from 'zod';
import {
  type CamposDefinirPruebas,
  type ContextoPruebas,
  problemasDefinicionPruebas,
  PreguntaEntrevistaEntrada,
} from '@talento/rules';

/**
 * The modal's own shape: a switch per test with its choices (a switched-off test sends null), turned into the
 * shared `CamposDefinirPruebas` and checked by the same rule as the server (`problemasDefinicionPruebas`).
 * A form-wide problem ("Debe definir alguna prueba", …) lands on `pruebas`.
 */
export function esquemaModalPruebas(contexto: ContextoPruebas) {
  return z
    .object({
      fac: z.boolean(),
      idisc: z.boolean(),
      conDetac: z.boolean(),
      detac: z.string(),
      conCompetencias: z.boolean(),
      competencias: z.array(z.number()),
      conValores: z.boolean(),
      valores: z.array(z.number()),
      conEntrevista: z.boolean(),
      entrevista: z.array(PreguntaEntrevistaEntrada),
    })
    .transform((f): CamposDefinirPruebas => ({
      fac: f.fac,
      idisc: f.idisc,
      detac: f.conDetac ? f.detac : null,
      competencias: f.conCompetencias ? f.competencias : null,
      valores: f.conValores ? f.valores : null,
      entrevista: f.conEntrevista ? f.entrevista : null,
    }))
    .superRefine((d, ctx) => {
      for (const [campo, message] of Object.entries(problemasDefinicionPruebas(d, contexto))) {
        const ruta =
          campo === '_' ? ['pruebas'] : campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        ctx.addIssue({ code: 'custom', path: ruta, message });
      }
    });
}
export type FormularioPruebas = z.input<ReturnType<typeof esquemaModalPruebas>>;
