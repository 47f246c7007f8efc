/** The screen's whole validation of the profile form: structure, cross-field rules and configuration rules. */
import { erroresPorCampo } from '../pedidos/formulario';
import { CamposPerfil, problemasCruzados, type CamposPerfilEntrada } from './formulario';
import { problemasConfiguracion, type ContextoValidacion } from './reglas';

export type ResultadoValidacionPerfil =
  | { ok: true; datos: CamposPerfil }
  | { ok: false; errores: Record<string, string> };

/**
 * Every field message at once. zod skips refinements while a field fails, so the cross-field rules
 * are also applied to the raw input and merged (first message per field).
 */
export function validarFormularioPerfil(entrada: Partial<CamposPerfilEntrada>, contexto: ContextoValidacion): ResultadoValidacionPerfil {
  const r = CamposPerfil.safeParse(entrada);
  const errores = r.success ? {} : erroresPorCampo(r.error);
  for (const [campo, mensaje] of problemasCruzados(entrada)) errores[campo] ??= mensaje;
  const datos = r.success ? r.data : null;
  const configuracion = problemasConfiguracion(
    {
      tipo: (entrada.tipo ?? null),
      competencias: entrada.competencias ?? [],
      valores: entrada.valores ?? [],
      modoSalario: entrada.modoSalario ?? 'SMMLV',
      salario: typeof entrada.salario === 'number' ? entrada.salario : null,
      facId: entrada.facId ?? null,
    },
    contexto,
  );
  for (const [campo, mensaje] of Object.entries(configuracion)) errores[campo] ??= mensaje;
  if (datos && Object.keys(errores).length === 0) return { ok: true, datos };
  return { ok: false, errores };
}
