/** Catalogue data of the demo agency (values are demo choices where the spec gives none). */

/** [categoria, codigo, nombre, valor?] rows of the generic catalogue (CatalogoItem). */
export const ITEMS_CATALOGO: readonly [string, string, string, number?][] = [
  ['TIPO_PEDIDO', 'NUEVO', 'Nuevo'],
  ['TIPO_PEDIDO', 'REEMPLAZO', 'Reemplazo'],
  ['TIPO_PEDIDO', 'REINGRESO', 'Reingreso'],
  ['TIPO_PEDIDO', 'ENVIADO_POR_CLIENTE', 'Enviado por el cliente'],
  ['TIPO_PEDIDO', 'INCREMENTO', 'Incremento de personal'],
  ['TIPO_PEDIDO', 'TEMPORADA', 'Temporada'],
  ['RELACION_LABORAL', 'MISION', 'Trabajador en misión'],
  ['RELACION_LABORAL', 'PLANTA', 'Personal de planta'],
  ['RELACION_LABORAL', 'APRENDIZ', 'Aprendiz SENA'],
  ['TIPO_SALARIO', 'BASICO', 'Salario básico'],
  ['TIPO_SALARIO', 'INTEGRAL', 'Salario integral'],
  ['TIPO_SALARIO', 'VARIABLE', 'Básico más variable'],
  ['RIESGO_ARL', 'I', 'Riesgo I (0,522 %)', 0.522],
  ['RIESGO_ARL', 'II', 'Riesgo II (1,044 %)', 1.044],
  ['RIESGO_ARL', 'III', 'Riesgo III (2,436 %)', 2.436],
  ['RIESGO_ARL', 'IV', 'Riesgo IV (4,350 %)', 4.35],
  ['RIESGO_ARL', 'V', 'Riesgo V (6,960 %)', 6.96],
  ['TIPO_COMISION', 'VENTAS', 'Comisión por ventas'],
  ['TIPO_COMISION', 'RECAUDO', 'Comisión por recaudo'],
  ['TIPO_COMISION', 'METAS', 'Comisión por cumplimiento de metas'],
  ['TIPO_VARIABLE', 'HORAS_EXTRA', 'Horas extra'],
  ['TIPO_VARIABLE', 'RECARGOS', 'Recargos nocturnos y festivos'],
  ['TIPO_VARIABLE', 'BONIFICACION', 'Bonificación por productividad'],
  ['TIPO_CONCEPTO', 'SALARIAL', 'Salarial'],
  ['TIPO_CONCEPTO', 'NO_SALARIAL', 'No salarial'],
  ['PERIODICIDAD', 'QUINCENAL', 'Quincenal'],
  ['PERIODICIDAD', 'MENSUAL', 'Mensual'],
  ['PERIODICIDAD', 'UNICA', 'Pago único'],
  ['CONCEPTO_CONTRATO', '1105', 'Auxilio de alimentación'],
  ['CONCEPTO_CONTRATO', '1110', 'Auxilio de rodamiento'],
  ['CONCEPTO_CONTRATO', '1115', 'Auxilio de conectividad'],
  ['CONCEPTO_CONTRATO', '1120', 'Bonificación por desempeño'],
  ['CONCEPTO_CONTRATO', '1125', 'Prima extralegal de vacaciones'],
  ['TIPO_CONVOCATORIA', 'INTERNA', 'Convocatoria interna'],
  ['TIPO_CONVOCATORIA', 'EXTERNA', 'Convocatoria externa'],
  ['TIPO_CONVOCATORIA', 'MASIVA', 'Convocatoria masiva'],
  ['TIPO_CONVOCATORIA', 'REFERIDOS', 'Programa de referidos'],
  ['DETAC', 'DETAC_OPERATIVO', 'DETAC cargos operativos'],
  ['DETAC', 'DETAC_COMERCIAL', 'DETAC cargos comerciales'],
  ['DETAC', 'DETAC_ADMINISTRATIVO', 'DETAC cargos administrativos'],
  ['TIEMPO_PREGUNTA', '1', '1 minuto', 1],
  ['TIEMPO_PREGUNTA', '2', '2 minutos', 2],
  ['TIEMPO_PREGUNTA', '3', '3 minutos', 3],
  ['TIEMPO_PREGUNTA', '5', '5 minutos', 5],
  ['PREGUNTA_ENTREVISTA', 'PRESENTACION', 'Preséntese: cuéntenos quién es y qué experiencia tiene.'],
  ['PREGUNTA_ENTREVISTA', 'MOTIVACION', '¿Por qué le interesa este cargo?'],
  ['PREGUNTA_ENTREVISTA', 'LOGRO', 'Cuéntenos un logro laboral del que se sienta orgulloso.'],
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

/** The 30 job positions: [nombre, existe en el ERP]. */
export const CARGOS: readonly [string, boolean][] = [
  ['Auxiliar de bodega', true],
  ['Operario(a) de producción', true],
  ['Mercaderista', true],
  ['Cajero(a)', true],
  ['Asesor(a) comercial', true],
  ['Analista contable', true],
  ['Conductor(a)', true],
  ['Auxiliar de enfermería', true],
  ['Vigilante', true],
  ['Barista', true],
  ['Montacarguista', true],
  ['Auxiliar de despachos', true],
  ['Operario(a) de confección', true],
  ['Auxiliar de calidad', true],
  ['Auxiliar de obra', true],
  ['Almacenista', true],
  ['Recepcionista', true],
  ['Auxiliar de facturación', true],
  ['Supervisor(a) de seguridad', true],
  ['Auxiliar de servicios generales', true],
  ['Auxiliar administrativo(a)', true],
  ['Asesor(a) de servicio al cliente', true],
  ['Impulsador(a)', true],
  ['Auxiliar de cocina', true],
  ['Mesero(a)', false],
  ['Técnico(a) de mantenimiento', true],
  ['Electricista', false],
  ['Auxiliar de nómina', true],
  ['Coordinador(a) logístico', true],
  ['Agente de call center', false],
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

/** Appointment statuses with fixed ids (ESTADO1_CITA_SIN_LLEGADA = 1, ESTADO2_CITA_REAGENDADA = 6): [id, nombre, flag, codigo]. */
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

/** Appointment referrals; id 6 is "Otro" (REFERENCIA_OTRO). */
export const REFERENCIAS_CITA: readonly string[] = [
  'Portal de empleo',
  'Redes sociales',
  'Referido por un empleado',
  'Volante o aviso',
  'Servicio Público de Empleo',
  'Otro',
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

/** Work centres of the ERP: [codigo, nombre, porcentaje ARL]. */
export const CENTROS_TRABAJO: readonly [string, string, number][] = [
  ['CT-01', 'Oficinas y labores administrativas', 0.522],
  ['CT-02', 'Comercio y servicios', 1.044],
  ['CT-03', 'Bodegas y plantas de producción', 2.436],
  ['CT-04', 'Transporte y conducción', 4.35],
  ['CT-05', 'Vigilancia y trabajo en alturas', 6.96],
];

export const CENTROS_COSTO: readonly [string, string][] = [
  ['CC-1100', 'Operaciones Bogotá'],
  ['CC-1200', 'Operaciones Antioquia'],
  ['CC-1300', 'Operaciones Valle'],
  ['CC-1400', 'Operaciones Costa Caribe'],
  ['CC-1500', 'Operaciones Santanderes'],
];

/** ERP organisational levels: [nivel, tipo, codigo, nombre]. */
export const NIVELES_ERP: readonly [number, string, string, string][] = [
  [1, 'ea_subgrupo', '01', 'Servicios temporales'],
  [1, 'ea_subgrupo', '02', 'Outsourcing'],
  [2, 'ea_sucursal', '11', 'Bogotá'],
  [2, 'ea_sucursal', '05', 'Medellín'],
  [3, 'ea_subdivision', 'LOG', 'Logística'],
  [3, 'ea_subdivision', 'PRD', 'Producción'],
  [4, 'ea_proyecto', 'P-2026', 'Proyecto general 2026'],
  [5, 'ea_producto', 'TMP', 'Trabajador en misión'],
];
