/**
 * How the person's tables are named in the export: the area each belongs to (the list: CV, requirements,
 * tests, orders and events, appointments, comments, marks, barred entries, authorisations…) and a Spanish title. A
 * table not listed here still goes out, under «Otros registros» with its own name: nothing the walk finds is left out.
 */
export const AREAS_DATOS = {
  hojaDeVida: 'Hoja de vida',
  requisitos: 'Requisitos y sus archivos',
  pruebas: 'Resultados de pruebas',
  pedidos: 'Pedidos y eventos',
  citas: 'Citas',
  comentarios: 'Comentarios',
  marcas: 'Marcas',
  vetados: 'Vetos de clientes',
  autorizaciones: 'Autorizaciones y solicitudes',
  stock: 'Stock',
  contratacion: 'Contratación',
  retencion: 'Retención y supresión',
  correos: 'Correos enviados',
  accesos: 'Accesos registrados',
  otros: 'Otros registros',
} as const;
export type AreaDatos = keyof typeof AREAS_DATOS;

const TABLAS: Record<string, [AreaDatos, string]> = {
  candidato: ['hojaDeVida', 'Datos personales'],
  hoja_de_vida: ['hojaDeVida', 'Hoja de vida'],
  experiencia: ['hojaDeVida', 'Experiencia laboral'],
  educacion_superior: ['hojaDeVida', 'Educación superior'],
  postgrado: ['hojaDeVida', 'Postgrados'],
  diplomado: ['hojaDeVida', 'Diplomados'],
  otro_estudio: ['hojaDeVida', 'Otros estudios'],
  educacion_en_curso: ['hojaDeVida', 'Educación en curso'],
  idioma: ['hojaDeVida', 'Idiomas'],
  habilidad: ['hojaDeVida', 'Habilidades'],
  hijo: ['hojaDeVida', 'Hijos'],
  persona_a_cargo: ['hojaDeVida', 'Personas a cargo'],
  referencia_personal: ['hojaDeVida', 'Referencias personales'],
  archivo_hoja_de_vida: ['hojaDeVida', 'Documentos de la hoja de vida'],
  requisito_persona: ['requisitos', 'Requisitos'],
  archivo_evidencia_requisito: ['requisitos', 'Evidencias de requisitos'],
  calificacion_prueba_digital: ['pruebas', 'Calificaciones de pruebas digitales'],
  resultado_prueba_digital: ['pruebas', 'Resultados de pruebas digitales'],
  entrevista_video: ['pruebas', 'Entrevistas en video'],
  invitacion_fac: ['pruebas', 'Formularios de filtro (FAC)'],
  candidato_pedido: ['pedidos', 'Participación en pedidos'],
  postulado: ['pedidos', 'Postulaciones'],
  candidato_espontaneo: ['pedidos', 'Registros como candidato espontáneo'],
  archivo_candidato_espontaneo: ['pedidos', 'Archivos como candidato espontáneo'],
  candidato_programado: ['pedidos', 'Programaciones'],
  pedido: ['pedidos', 'Pedidos en los que participó'],
  evento_pedido: ['pedidos', 'Eventos de pedidos que la nombran'],
  cita: ['citas', 'Citas'],
  requisito_cita: ['citas', 'Requisitos de las citas'],
  comentario_hoja_de_vida: ['comentarios', 'Comentarios de la hoja de vida'],
  marca_hoja_de_vida: ['marcas', 'Marcas de la hoja de vida'],
  candidato_vetado: ['vetados', 'Vetos de clientes'],
  autorizacion_datos: ['autorizaciones', 'Autorizaciones de tratamiento de datos'],
  candidato_categoria: ['stock', 'Categorías de stock'],
  candidato_perfil_stock: ['stock', 'Perfiles de stock'],
  asociacion_empleado_erp: ['contratacion', 'Asociaciones de empleado'],
  orden_contratacion_candidato: ['contratacion', 'Órdenes de contratación'],
  aviso_retencion: ['retencion', 'Avisos de retención'],
  supresion_datos: ['retencion', 'Supresión de datos'],
  mensaje_saliente: ['correos', 'Correos enviados a la persona'],
  auditoria: ['accesos', 'Accesos a sus datos'],
};

/** The area and title of a table: listed, an authorisation or request table (their names say so), or «Otros». */
export function seccionDe(tabla: string): { area: AreaDatos; titulo: string } {
  const t = TABLAS[tabla];
  if (t) return { area: t[0], titulo: t[1] };
  if (/autorizacion|solicitud|aviso_privacidad|titular/.test(tabla))
    return { area: 'autorizaciones', titulo: tabla.replaceAll('_', ' ') };
  return { area: 'otros', titulo: tabla.replaceAll('_', ' ') };
}
