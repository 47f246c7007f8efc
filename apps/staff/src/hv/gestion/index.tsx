/**
 * CV management widgets rendered by the CV summary page (hv/resumen/pagina.tsx): internal requirements
 * panel and the options menu. Owned by the "gestion" slice.
 */
export function PanelRequisitos(_props: { candidatoId: number }) {
  return null;
}

export function MenuOpciones(_props: { candidatoId: number; pedidoId?: number }) {
  return null;
}
