import type { CamposOrdenContratacionEntrada } from '@talento/rules';
import type { OrdenDeCandidato } from './tipos';

/** What the form starts with: the saved order, or the order's defaults (authoriser, city, salary) for a new one. */
export function valoresIniciales(d: OrdenDeCandidato): Partial<CamposOrdenContratacionEntrada> {
  if (d.orden) return d.orden.campos;
  return {
    personaAutorizaIngreso: d.sugeridos.personaAutorizaIngreso ?? '',
    ciudadId: d.sugeridos.ciudadId ?? undefined,
    salario: d.sugeridos.salario ?? undefined,
    salarioIntegral: false,
    tipoJornada: 'C',
  };
}
