/**
 * CV management widgets rendered by the CV summary page (hv/resumen/pagina.tsx): internal requirements
 * panel and the options menu. Owned by the "gestion" slice.
 */
export { MenuOpciones } from './menu-opciones';
export { PanelRequisitos } from './panel-requisitos';
