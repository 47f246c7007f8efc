/**
 * Reference catalogues every installation needs (spec catalogues and the fixed rows the rules read), created by
 * seedCatalogosReferencia when a table is empty. The texts are sensible defaults the agency edits in Administración ›
 * Catálogos; the demo agency uses them as they are. Ids given here are the ones the demo has always had.
 */

/**
 * [id, categoria, codigo, nombre, valor?] rows of the generic catalogue (CatalogoItem). The ids leave 29 to 33 to the
 * contract concepts (CONCEPTO_CONTRATO), which come from the agency's ERP (the demo seeds its own).
 */
export const ITEMS_CATALOGO: readonly [number, string, string, string, number?][] = [
  [1, 'TIPO_PEDIDO', 'NUEVO', 'Nuevo'],
  [2, 'TIPO_PEDIDO', 'REEMPLAZO', 'Reemplazo'],
  [3, 'TIPO_PEDIDO', 'REINGRESO', 'Reingreso'],
  [4, 'TIPO_PEDIDO', 'ENVIADO_POR_CLIENTE', 'Enviado por el cliente'],
  [5, 'TIPO_PEDIDO', 'INCREMENTO', 'Incremento de personal'],
  [6, 'TIPO_PEDIDO', 'TEMPORADA', 'Temporada'],
  [7, 'RELACION_LABORAL', 'MISION', 'Trabajador en misión'],
  [8, 'RELACION_LABORAL', 'PLANTA', 'Personal de planta'],
  [9, 'RELACION_LABORAL', 'APRENDIZ', 'Aprendiz SENA'],
  [10, 'TIPO_SALARIO', 'BASICO', 'Salario básico'],
  [11, 'TIPO_SALARIO', 'INTEGRAL', 'Salario integral'],
  [12, 'TIPO_SALARIO', 'VARIABLE', 'Básico más variable'],
  [13, 'RIESGO_ARL', 'I', 'Riesgo I (0,522 %)', 0.522],
  [14, 'RIESGO_ARL', 'II', 'Riesgo II (1,044 %)', 1.044],
  [15, 'RIESGO_ARL', 'III', 'Riesgo III (2,436 %)', 2.436],
  [16, 'RIESGO_ARL', 'IV', 'Riesgo IV (4,350 %)', 4.35],
  [17, 'RIESGO_ARL', 'V', 'Riesgo V (6,960 %)', 6.96],
  [18, 'TIPO_COMISION', 'VENTAS', 'Comisión por ventas'],
  [19, 'TIPO_COMISION', 'RECAUDO', 'Comisión por recaudo'],
  [20, 'TIPO_COMISION', 'METAS', 'Comisión por cumplimiento de metas'],
  [21, 'TIPO_VARIABLE', 'HORAS_EXTRA', 'Horas extra'],
  [22, 'TIPO_VARIABLE', 'RECARGOS', 'Recargos nocturnos y festivos'],
  [23, 'TIPO_VARIABLE', 'BONIFICACION', 'Bonificación por productividad'],
  [24, 'TIPO_CONCEPTO', 'SALARIAL', 'Salarial'],
  [25, 'TIPO_CONCEPTO', 'NO_SALARIAL', 'No salarial'],
  [26, 'PERIODICIDAD', 'QUINCENAL', 'Quincenal'],
  [27, 'PERIODICIDAD', 'MENSUAL', 'Mensual'],
  [28, 'PERIODICIDAD', 'UNICA', 'Pago único'],
  [34, 'TIPO_CONVOCATORIA', 'INTERNA', 'Convocatoria interna'],
  [35, 'TIPO_CONVOCATORIA', 'EXTERNA', 'Convocatoria externa'],
  [36, 'TIPO_CONVOCATORIA', 'MASIVA', 'Convocatoria masiva'],
  [37, 'TIPO_CONVOCATORIA', 'REFERIDOS', 'Programa de referidos'],
  [38, 'DETAC', 'DETAC_OPERATIVO', 'DETAC cargos operativos'],
  [39, 'DETAC', 'DETAC_COMERCIAL', 'DETAC cargos comerciales'],
  [40, 'DETAC', 'DETAC_ADMINISTRATIVO', 'DETAC cargos administrativos'],
  [41, 'TIEMPO_PREGUNTA', '1', '1 minuto', 1],
  [42, 'TIEMPO_PREGUNTA', '2', '2 minutos', 2],
  [43, 'TIEMPO_PREGUNTA', '3', '3 minutos', 3],
  [44, 'TIEMPO_PREGUNTA', '5', '5 minutos', 5],
  [45, 'PREGUNTA_ENTREVISTA', 'PRESENTACION', 'Preséntese: cuéntenos quién es y qué experiencia tiene.'],
  [46, 'PREGUNTA_ENTREVISTA', 'MOTIVACION', '¿Por qué le interesa este cargo?'],
  [47, 'PREGUNTA_ENTREVISTA', 'LOGRO', 'Cuéntenos un logro laboral del que se sienta orgulloso.'],
];

export const MOTIVOS_RECHAZO: readonly string[] = [
  'No cumple el perfil solicitado',
  'Experiencia insuficiente',
  'Aspiración salarial superior a la oferta',
  'No asistió a la entrevista',
  'Resultados de pruebas bajos',
  'Antecedentes no favorables',
  'Concepto médico no apto',
  'El candidato desistió del proceso',
  'Referencias laborales negativas',
  'Otro',
];

export const TIPOS_CARGO: readonly string[] = [
  'Operativo',
  'Administrativo',
  'Comercial',
  'Asistencial',
  'Seguridad',
  'Servicios',
  'Coordinación',
];

/** [tipo (0 riesgos, 1 competencias, 2 aptitudes), nombre]. */
export const CARACTERISTICAS: readonly [number, string][] = [
  [0, 'Trabajo en alturas'],
  [0, 'Manipulación manual de cargas'],
  [0, 'Exposición a ruido'],
  [0, 'Riesgo biológico'],
  [0, 'Riesgo público'],
  [0, 'Trabajo nocturno'],
  [1, 'Orientación al logro'],
  [1, 'Trabajo en equipo'],
  [1, 'Servicio al cliente'],
  [1, 'Atención al detalle'],
  [2, 'Proactividad'],
  [2, 'Responsabilidad'],
  [2, 'Puntualidad'],
  [2, 'Amabilidad'],
  [2, 'Tolerancia a la presión'],
];

/** Parent competencies with their sub-competencies. */
export const COMPETENCIAS: readonly [string, string[]][] = [
  ['Orientación al resultado', ['Planeación y organización', 'Cumplimiento de metas', 'Iniciativa']],
  ['Trabajo en equipo', ['Colaboración', 'Comunicación asertiva', 'Manejo de conflictos']],
  ['Orientación al cliente', ['Empatía', 'Solución de problemas', 'Calidad en el servicio']],
  ['Liderazgo', ['Toma de decisiones', 'Desarrollo de personas', 'Delegación']],
  ['Pensamiento analítico', ['Análisis numérico', 'Atención al detalle', 'Manejo de información']],
];

/** [nombre, defecto]. */
export const VALORES: readonly [string, boolean][] = [
  ['Honestidad', true],
  ['Responsabilidad', true],
  ['Respeto', true],
  ['Compromiso', false],
  ['Lealtad', false],
  ['Puntualidad', false],
  ['Vocación de servicio', false],
  ['Disciplina', false],
];

/** Job-board catalogues: [lista, codigo, nombre]. */
export const EL_EMPLEO: readonly [string, string, string][] = [
  ['profesiones', '1010', 'Administración de empresas'],
  ['profesiones', '1020', 'Contaduría pública'],
  ['profesiones', '1030', 'Logística y transporte'],
  ['profesiones', '1040', 'Enfermería'],
  ['profesiones', '1050', 'Mercadeo y ventas'],
  ['sectores', '2010', 'Comercio al por mayor'],
  ['sectores', '2020', 'Manufactura textil'],
  ['sectores', '2030', 'Alimentos y bebidas'],
  ['sectores', '2040', 'Salud'],
  ['sectores', '2050', 'Seguridad privada'],
  ['posiciones', '3010', 'Auxiliar'],
  ['posiciones', '3020', 'Operario'],
  ['posiciones', '3030', 'Analista'],
  ['posiciones', '3040', 'Supervisor'],
  ['areas_trabajo', '4010', 'Logística'],
  ['areas_trabajo', '4020', 'Producción'],
  ['areas_trabajo', '4030', 'Ventas'],
  ['areas_trabajo', '4040', 'Contabilidad y finanzas'],
  ['areas_trabajo', '4050', 'Servicios de salud'],
  ['subniveles', '5010', 'Operativo'],
  ['subniveles', '5020', 'Técnico'],
  ['subniveles', '5030', 'Profesional'],
];

export const PROFESIONES: readonly string[] = [
  'Administrador(a) de empresas',
  'Contador(a) público(a)',
  'Ingeniero(a) industrial',
  'Psicólogo(a)',
  'Enfermero(a) profesional',
  'Auxiliar de enfermería',
  'Técnico(a) en logística',
  'Tecnólogo(a) en gestión logística',
  'Técnico(a) en contabilidad',
  'Tecnólogo(a) en gestión administrativa',
  'Ingeniero(a) de sistemas',
  'Economista',
  'Abogado(a)',
  'Trabajador(a) social',
  'Comunicador(a) social',
  'Profesional en mercadeo y publicidad',
  'Técnico(a) en ventas',
  'Cocinero(a)',
  'Barista',
  'Técnico(a) en mantenimiento industrial',
  'Electricista',
  'Mecánico(a) automotriz',
  'Conductor(a) profesional',
  'Guarda de seguridad',
  'Técnico(a) en seguridad y salud en el trabajo',
  'Ingeniero(a) civil',
  'Arquitecto(a)',
  'Maestro(a) de obra',
  'Diseñador(a) de modas',
  'Técnico(a) en confección',
  'Tecnólogo(a) en control de calidad de alimentos',
  'Ingeniero(a) de alimentos',
  'Químico(a) farmacéutico(a)',
  'Regente de farmacia',
  'Fisioterapeuta',
  'Secretario(a) ejecutivo(a)',
  'Técnico(a) en sistemas',
  'Tecnólogo(a) en negocios internacionales',
  'Auxiliar contable',
  'Técnico(a) en atención a la primera infancia',
];

export const TIPOS_MARCA: readonly string[] = [
  'Candidato destacado',
  'Pendiente de documentos',
  'Reingreso',
  'Recomendado por cliente',
  'No contactar',
];

export const MOTIVOS_CAMBIO_DATOS: readonly string[] = [
  'Llamada telefónica del candidato',
  'Correo electrónico del candidato',
  'Presencial en la sucursal',
  'Mensaje de WhatsApp',
  'Actualización solicitada por el cliente',
];

/** Requirement keys, for the demo and the tests that pick one. */
export type ClaveRequisito =
  'pruebas' | 'examen' | 'antecedentes' | 'referencias' | 'visita' | 'hv' | 'entrevista';

export interface DatosRequisito {
  nombre: string;
  codigo: string;
  validezDias: number;
  esPruebas?: boolean;
  esHv?: boolean;
  esDeProductoTerminado?: boolean;
  visible?: boolean;
}

/**
 * Requirement types (spec 03 §3), in this order: the digital tests (esPruebas, read by the test platform) and the CV
 * check (esHv) are the two the rules read. No notification address: the agency enters its occupational-health IPS.
 */
export const REQUISITOS: readonly (readonly [ClaveRequisito, DatosRequisito])[] = [
  [
    'pruebas',
    {
      nombre: 'Pruebas digitales',
      codigo: 'pruebas_digitales',
      validezDias: 180,
      esPruebas: true,
      visible: true,
    },
  ],
  [
    'examen',
    {
      nombre: 'Examen médico ocupacional',
      codigo: 'examen_medico',
      validezDias: 365,
      esDeProductoTerminado: true,
      visible: true,
    },
  ],
  [
    'antecedentes',
    {
      nombre: 'Antecedentes',
      codigo: 'antecedentes',
      validezDias: 90,
      esDeProductoTerminado: true,
      visible: true,
    },
  ],
  ['referencias', { nombre: 'Referencias laborales', codigo: 'referencias_laborales', validezDias: 180 }],
  ['visita', { nombre: 'Visita domiciliaria', codigo: 'visita_domiciliaria', validezDias: 365 }],
  ['hv', { nombre: 'Verificación de hoja de vida', codigo: 'verificacion_hv', validezDias: 365, esHv: true }],
  [
    'entrevista',
    { nombre: 'Entrevista por competencias', codigo: 'entrevista_competencias', validezDias: 180 },
  ],
];

/**
 * Appointment statuses with fixed ids (ESTADO1_CITA_SIN_LLEGADA = 1, ESTADO1_CITA_PRUEBAS_INCOMPLETAS = 4,
 * ESTADO2_CITA_REAGENDADA = 6) and the special codes of spec 03 §4: [id, nombre, flag, codigo].
 */
export const ESTADOS_CITA: readonly [number, string, number, string | null][] = [
  [1, 'No asistió', 0, null],
  [2, 'Llegó', 0, 'llego'],
  [3, 'Se presentó y no trajo documentos', 0, 'no_trajo_documentos'],
  [4, 'Pruebas incompletas', 0, null],
  [5, 'Aprobado para continuar', 1, null],
  [6, 'Reagendado', 1, 'reagendado'],
  [7, 'No continúa en el proceso', 1, 'no_continua'],
  [8, 'Pendiente de resultados', 1, null],
];

/** Appointment referrals: [id, nombre]; id 6 is "Otro" (REFERENCIA_OTRO). */
export const REFERENCIAS_CITA: readonly [number, string][] = [
  [1, 'Portal de empleo'],
  [2, 'Redes sociales'],
  [3, 'Referido por un empleado'],
  [4, 'Volante o aviso'],
  [5, 'Servicio Público de Empleo'],
  [6, 'Otro'],
];

export const MEDIOS_RECLUTAMIENTO: readonly string[] = [
  'elempleo.com',
  'Computrabajo',
  'Servicio Público de Empleo',
  'Facebook',
  'Referidos',
  'Perifoneo y volanteo',
  'Bolsa de empleo SENA',
  'LinkedIn',
];

/** Merchandising incident categories and their kinds (Administración › Catálogos edits them). */
export const TIPOS_NOVEDAD: readonly [string, string[]][] = [
  ['Producto', ['Producto agotado en góndola', 'Producto vencido o averiado']],
  ['Punto de venta', ['Espacio de exhibición reducido', 'Precio diferente al pactado']],
];
