/** Colombian first names, surnames and CV vocabulary for the demo candidates. */

export const NOMBRES_MUJER: readonly string[] = [
  'María', 'Luz', 'Ana', 'Diana', 'Paola', 'Carolina', 'Andrea', 'Natalia', 'Daniela', 'Valentina', 'Laura', 'Juliana',
  'Sandra', 'Claudia', 'Marcela', 'Adriana', 'Yuliana', 'Leidy', 'Jenny', 'Viviana', 'Alejandra', 'Camila', 'Tatiana',
  'Lorena', 'Angélica', 'Yeimy', 'Erika', 'Johana', 'Liliana', 'Mónica', 'Gloria', 'Martha', 'Esperanza', 'Isabel',
  'Fernanda', 'Catalina', 'Sofía', 'Mariana', 'Estefanía', 'Karen', 'Lina', 'Yolanda', 'Nidia', 'Rosa', 'Beatriz',
  'Carmen', 'Maritza', 'Yurany', 'Dayana', 'Luisa', 'Stefany', 'Melissa', 'Jessica', 'Marisol', 'Patricia', 'Milena',
];

export const NOMBRES_HOMBRE: readonly string[] = [
  'Juan', 'Carlos', 'Andrés', 'Luis', 'Jorge', 'José', 'Diego', 'Camilo', 'Santiago', 'Sebastián', 'Felipe', 'Daniel',
  'David', 'Alejandro', 'Miguel', 'Óscar', 'Fabián', 'Jhon', 'Wilson', 'Édgar', 'Hernán', 'Mauricio', 'Ricardo', 'Fredy',
  'Nelson', 'Germán', 'Julián', 'Cristian', 'Brayan', 'Kevin', 'Esteban', 'Mateo', 'Nicolás', 'Iván', 'Alexander',
  'Álvaro', 'Jairo', 'Rubén', 'William', 'Gustavo', 'Harold', 'Yesid', 'Duván', 'Arley', 'Leonardo', 'Manuel', 'Rafael',
  'Fernando', 'Javier', 'Héctor', 'Orlando', 'Sergio', 'Edwin', 'Jeison', 'Stiven', 'Emerson',
];

export const APELLIDOS: readonly string[] = [
  'Rodríguez', 'Gómez', 'González', 'Martínez', 'García', 'López', 'Hernández', 'Sánchez', 'Ramírez', 'Pérez', 'Díaz',
  'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Castro', 'Gutiérrez', 'Álvarez', 'Romero', 'Ortiz', 'Suárez',
  'Torres', 'Ruiz', 'Valencia', 'Quintero', 'Restrepo', 'Cárdenas', 'Castaño', 'Osorio', 'Ríos', 'Mejía', 'Zapata',
  'Giraldo', 'Arango', 'Salazar', 'Cardona', 'Henao', 'Marín', 'Londoño', 'Agudelo', 'Bedoya', 'Ospina', 'Patiño',
  'Mosquera', 'Palacios', 'Córdoba', 'Rentería', 'Caicedo', 'Ramos', 'Orozco', 'Polo', 'Barrios', 'Pacheco', 'Guerrero',
  'Mendoza', 'Vásquez', 'Medina', 'Parra', 'Rincón', 'Bermúdez', 'Acosta', 'Beltrán', 'Pineda', 'Cifuentes', 'Forero',
  'Garzón', 'Peña', 'Niño', 'Rueda', 'Serrano', 'Duarte', 'Camargo', 'Chaparro', 'Sierra', 'Cuéllar', 'Ibarra', 'Vega',
  'Arias', 'Galvis', 'Carvajal', 'Benavides', 'Montoya', 'Aristizábal', 'Escobar', 'Velásquez', 'Manrique', 'Navarro',
];

export const BARRIOS: readonly string[] = [
  'Kennedy Central', 'Bosa La Libertad', 'Suba Rincón', 'Engativá Centro', 'Ciudad Bolívar', 'Las Ferias', 'Fontibón',
  'Patio Bonito', 'Castilla', 'El Tunal', 'Manrique', 'Robledo', 'Belén', 'Aranjuez', 'Siloé', 'El Poblado', 'Alfonso López',
  'El Bosque', 'Rebolo', 'La Concepción', 'San Luis', 'Girardot', 'Villa del Sol', 'Centro', 'La Esperanza', 'El Prado',
];

/** Families of positions: the CV vocabulary of each (the candidate aspires to positions of one family). */
export interface Familia {
  cargos: string[];
  empresas: string[];
  funciones: string;
  titulos: [institucion: string, titulo: string][];
  cursos: [institucion: string, nombre: string, horas: number][];
  habilidades: string[];
  profesiones: string[];
}

const SENA = 'SENA';

export const FAMILIAS: Record<string, Familia> = {
  logistica: {
    cargos: ['Auxiliar de bodega', 'Auxiliar de despachos', 'Montacarguista', 'Almacenista', 'Conductor(a)', 'Coordinador(a) logístico'],
    empresas: ['Transportes Rápido Andino S.A.S.', 'Centro Logístico del Norte Ltda.', 'Distribuidora Cundinamarca S.A.', 'Almacenes Mundo Hogar S.A.S.', 'Operador Logístico Integral S.A.S.'],
    funciones: 'Recepción y almacenamiento de mercancía, alistamiento de pedidos, cargue y descargue de vehículos, conteos de inventario.',
    titulos: [[SENA, 'Técnico en logística empresarial'], [SENA, 'Tecnólogo en gestión logística'], ['Politécnico Grancolombiano', 'Tecnólogo en logística']],
    cursos: [[SENA, 'Operación segura de montacargas', 40], [SENA, 'Manejo de inventarios', 60], ['Centro de Enseñanza Automovilística', 'Curso de conducción categoría C2', 90]],
    habilidades: ['Manejo de montacargas', 'Lector de código de barras', 'Manejo de inventarios en Excel', 'Trabajo en equipo'],
    profesiones: ['Técnico(a) en logística', 'Tecnólogo(a) en gestión logística', 'Conductor(a) profesional'],
  },
  produccion: {
    cargos: ['Operario(a) de producción', 'Operario(a) de confección', 'Auxiliar de calidad', 'Técnico(a) de mantenimiento'],
    empresas: ['Confecciones Marisol Ltda.', 'Industrias Plásticas del Valle S.A.', 'Panificadora La Espiga S.A.S.', 'Textiles Ríonegro S.A.', 'Empaques Flexibles de Colombia S.A.S.'],
    funciones: 'Operación de máquinas de la línea, control de calidad en proceso, limpieza del puesto de trabajo y registro de producción.',
    titulos: [[SENA, 'Técnico en confección industrial'], [SENA, 'Tecnólogo en control de calidad de alimentos'], [SENA, 'Técnico en mantenimiento electromecánico']],
    cursos: [['Secretaría de Salud', 'Manipulación de alimentos', 10], [SENA, 'Buenas prácticas de manufactura', 40], [SENA, 'Máquina plana y fileteadora', 120]],
    habilidades: ['Manejo de máquina plana', 'Buenas prácticas de manufactura', 'Metodología 5S', 'Atención al detalle'],
    profesiones: ['Técnico(a) en confección', 'Tecnólogo(a) en control de calidad de alimentos', 'Técnico(a) en mantenimiento industrial'],
  },
  comercial: {
    cargos: ['Asesor(a) comercial', 'Cajero(a)', 'Mercaderista', 'Impulsador(a)', 'Asesor(a) de servicio al cliente', 'Agente de call center'],
    empresas: ['Supertiendas La Economía S.A.S.', 'Droguerías Salud Total Ltda.', 'Contact Center Américas S.A.S.', 'Comercializadora del Pacífico S.A.S.', 'Almacenes Mundo Hogar S.A.S.'],
    funciones: 'Atención y asesoría a clientes, cumplimiento de metas de venta, manejo de caja y exhibición de producto.',
    titulos: [[SENA, 'Técnico en ventas de productos y servicios'], ['Corporación Unificada Nacional (CUN)', 'Técnico profesional en mercadeo'], [SENA, 'Tecnólogo en gestión de mercados']],
    cursos: [[SENA, 'Servicio al cliente', 40], [SENA, 'Técnicas de venta', 60], ['Cámara de Comercio', 'Merchandising y exhibición', 20]],
    habilidades: ['Atención al cliente', 'Manejo de caja registradora', 'Negociación', 'Manejo de CRM'],
    profesiones: ['Técnico(a) en ventas', 'Profesional en mercadeo y publicidad'],
  },
  salud: {
    cargos: ['Auxiliar de enfermería', 'Recepcionista', 'Auxiliar de facturación'],
    empresas: ['IPS Vida Sana S.A.S.', 'Clínica Santa Lucía S.A.', 'Hospital San Rafael E.S.E.', 'Centro Médico Los Andes Ltda.'],
    funciones: 'Atención de pacientes, toma de signos vitales, administración de medicamentos, admisiones y facturación de servicios.',
    titulos: [['Instituto Técnico de Salud', 'Técnico laboral auxiliar de enfermería'], [SENA, 'Técnico en facturación de servicios de salud'], ['Universidad Libre', 'Enfermería']],
    cursos: [['Cruz Roja Colombiana', 'Soporte vital básico', 20], ['Secretaría de Salud', 'Atención a víctimas de violencia sexual', 20], [SENA, 'Humanización en salud', 40]],
    habilidades: ['Toma de signos vitales', 'Historia clínica electrónica', 'Atención humanizada', 'Manejo de RIPS'],
    profesiones: ['Auxiliar de enfermería', 'Enfermero(a) profesional', 'Regente de farmacia'],
  },
  seguridad: {
    cargos: ['Vigilante', 'Supervisor(a) de seguridad'],
    empresas: ['Vigilancia Nacional Ltda.', 'Seguridad Atlas del Norte S.A.', 'Guardianes de Colombia Ltda.'],
    funciones: 'Control de acceso, rondas de vigilancia, registro de novedades en minuta y atención de emergencias.',
    titulos: [[SENA, 'Técnico en seguridad ocupacional']],
    cursos: [['Academia de Seguridad El Escudo', 'Curso básico de vigilancia', 100], ['Academia de Seguridad El Escudo', 'Reentrenamiento en vigilancia', 30], ['Bomberos Voluntarios', 'Primeros auxilios', 16]],
    habilidades: ['Manejo de medios tecnológicos', 'Control de acceso', 'Primeros auxilios'],
    profesiones: ['Guarda de seguridad', 'Técnico(a) en seguridad y salud en el trabajo'],
  },
  servicios: {
    cargos: ['Barista', 'Auxiliar de cocina', 'Mesero(a)', 'Auxiliar de servicios generales'],
    empresas: ['Tiendas de Café Montaña S.A.S.', 'Restaurante El Fogón Paisa', 'Aseo Total S.A.S.', 'Hotel Casa Real'],
    funciones: 'Preparación de bebidas y alimentos, atención de mesas, aseo y desinfección de áreas.',
    titulos: [[SENA, 'Técnico en cocina'], [SENA, 'Técnico en servicios de barismo']],
    cursos: [['Secretaría de Salud', 'Manipulación de alimentos', 10], ['Escuela de Café', 'Barismo básico', 40], [SENA, 'Limpieza y desinfección', 40]],
    habilidades: ['Preparación de espresso', 'Arte latte', 'Limpieza y desinfección', 'Servicio a la mesa'],
    profesiones: ['Barista', 'Cocinero(a)'],
  },
  administrativo: {
    cargos: ['Analista contable', 'Auxiliar administrativo(a)', 'Auxiliar de nómina', 'Auxiliar de facturación'],
    empresas: ['Contadores Asociados S.A.S.', 'Grupo Empresarial del Caribe S.A.', 'Servicios Financieros Andinos S.A.', 'Inversiones El Roble S.A.S.'],
    funciones: 'Causación de facturas, conciliaciones bancarias, liquidación de nómina, informes y archivo.',
    titulos: [['Universidad Nacional de Colombia', 'Contaduría pública'], ['Universidad del Valle', 'Contaduría pública'], ['Fundación Universitaria del Área Andina', 'Administración de empresas'], [SENA, 'Tecnólogo en gestión contable y de información financiera']],
    cursos: [[SENA, 'Excel intermedio', 40], ['Universidad de Antioquia', 'Diplomado en NIIF', 120], [SENA, 'Liquidación de nómina', 60]],
    habilidades: ['Excel avanzado', 'Manejo de ERP', 'Conciliaciones bancarias', 'Liquidación de nómina'],
    profesiones: ['Contador(a) público(a)', 'Administrador(a) de empresas', 'Auxiliar contable', 'Técnico(a) en contabilidad'],
  },
  obra: {
    cargos: ['Auxiliar de obra', 'Almacenista', 'Electricista', 'Técnico(a) de mantenimiento'],
    empresas: ['Constructora Horizonte S.A.S.', 'Obras Civiles del Oriente Ltda.', 'Ingeniería y Montajes S.A.S.'],
    funciones: 'Preparación de mezclas, transporte de materiales, apoyo en mampostería, instalaciones eléctricas y control de herramienta.',
    titulos: [[SENA, 'Técnico en construcción de edificaciones'], [SENA, 'Técnico en instalaciones eléctricas residenciales']],
    cursos: [[SENA, 'Trabajo seguro en alturas nivel avanzado', 40], [SENA, 'Lectura de planos', 40]],
    habilidades: ['Trabajo en alturas', 'Mampostería', 'Lectura de planos'],
    profesiones: ['Maestro(a) de obra', 'Electricista', 'Técnico(a) en mantenimiento industrial'],
  },
};

/** The family a position belongs to (first match). */
export function familiaDeCargo(cargo: string): string {
  for (const [clave, f] of Object.entries(FAMILIAS)) if (f.cargos.includes(cargo)) return clave;
  return 'logistica';
}

export const COLEGIOS: readonly string[] = [
  'Colegio Distrital Nueva Esperanza', 'Institución Educativa San José', 'Colegio Departamental La Merced',
  'Institución Educativa Técnico Industrial', 'Colegio Nacionalizado Simón Bolívar', 'Institución Educativa Santa Teresita',
  'Colegio Cooperativo Comfenalco', 'Institución Educativa Antonio Nariño',
];

export const OCUPACIONES: readonly string[] = ['Ama de casa', 'Comerciante', 'Pensionado(a)', 'Conductor(a)', 'Independiente', 'Docente', 'Agricultor(a)', 'Empleado(a)'];

export const PASATIEMPOS: readonly string[] = ['Jugar fútbol', 'Leer', 'Montar en bicicleta', 'Ver series', 'Bailar', 'Cocinar', 'Salir con la familia', 'Ir al gimnasio'];
