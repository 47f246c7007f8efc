import type { PruebaPedido } from '@talento/rules';

/** The order detail's test flags (prueba_fac … prueba_entrevistas) as the test codes the invitation modal takes. */
export function definidasDelPedido(p: {
  fac: boolean;
  detac: boolean;
  competencias: boolean;
  idisc: boolean;
  valores: boolean;
  entrevistas: boolean;
}): Record<PruebaPedido, boolean> {
  return {
    FAC: p.fac,
    DETAC: p.detac,
    COMPETENCIAS: p.competencias,
    IDISC: p.idisc,
    VALORES: p.valores,
    ENTREVISTA: p.entrevistas,
  };
}
