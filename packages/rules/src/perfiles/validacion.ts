/** The screen's whole validation of the profile form: structure, cross-field rules and configuration rules. */
import type { z } from 'zod';
import { erroresPorCampo } from '../pedidos/formulario';
import { CamposPerfil, IdPerfil, problemasCruzados, type CamposPerfilEntrada } from './formulario';
import { MENSAJES_PERFILES as M } from './mensajes';
import { problemasConfiguracion, type ContextoValidacion } from './reglas';

export type ResultadoValidacionPerfil =
  { ok: true; datos: CamposPerfil } | { ok: false; errores: Record<string, string> };

const lista = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

/** Cross-field and configuration problems of a (possibly half-valid) form, in the order they are reported. */
function problemasFormulario(
  d: Partial<CamposPerfilEntrada>,
  contexto: ContextoValidacion,
): [string, string][] {
  const configuracion = problemasConfiguracion(
    {
      tipo: d.tipo ?? null,
      competencias: lista(d.competencias),
      valores: lista(d.valores),
      modoSalario: d.modoSalario ?? 'SMMLV',
      salario: typeof d.salario === 'number' ? d.salario : null,
      facId: d.facId ?? null,
    },
    contexto,
  );
  return [...problemasCruzados(d), ...Object.entries(configuracion)];
}

/**
 * The profile form's schema for react-hook-form (`zodResolver`): the shared fields, the client (required
 * only where the screen chooses it) and every cross-field and configuration rule. zod skips refinements
 * while a field fails, so this one runs always (`when`): the user sees every message at once.
 */
export function esquemaFormularioPerfil(contexto: ContextoValidacion, exigeCliente = false) {
  return CamposPerfil.extend({ clienteId: IdPerfil.nullable().optional() }).superRefine(
    (d, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (exigeCliente && (d.clienteId === null || d.clienteId === undefined)) issue('clienteId', M.cliente);
      for (const [campo, mensaje] of problemasFormulario(d, contexto)) issue(campo, mensaje);
    },
    { when: () => true },
  );
}
export type EsquemaFormularioPerfil = ReturnType<typeof esquemaFormularioPerfil>;
export type ValoresFormularioPerfil = z.input<EsquemaFormularioPerfil>;

/** Every field message at once (first message per field), or the parsed data. */
export function validarFormularioPerfil(
  entrada: Partial<CamposPerfilEntrada>,
  contexto: ContextoValidacion,
): ResultadoValidacionPerfil {
  const r = esquemaFormularioPerfil(contexto).safeParse(entrada);
  if (!r.success) return { ok: false, errores: erroresPorCampo(r.error) };
  const { clienteId: _cliente, ...datos } = r.data;
  return { ok: true, datos };
}
