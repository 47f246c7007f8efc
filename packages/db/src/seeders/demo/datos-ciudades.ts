/** Colombian municipalities: the 32 department capitals and Bogotá, plus large cities (DANE codes). */
export const CIUDADES: readonly { dane: string; nombre: string; departamento: string; capital: boolean }[] = [
  { dane: '11001', nombre: 'Bogotá D.C.', departamento: 'Bogotá D.C.', capital: true },
  { dane: '91001', nombre: 'Leticia', departamento: 'Amazonas', capital: true },
  { dane: '05001', nombre: 'Medellín', departamento: 'Antioquia', capital: true },
  { dane: '81001', nombre: 'Arauca', departamento: 'Arauca', capital: true },
  { dane: '08001', nombre: 'Barranquilla', departamento: 'Atlántico', capital: true },
  { dane: '13001', nombre: 'Cartagena de Indias', departamento: 'Bolívar', capital: true },
  { dane: '15001', nombre: 'Tunja', departamento: 'Boyacá', capital: true },
  { dane: '17001', nombre: 'Manizales', departamento: 'Caldas', capital: true },
  { dane: '18001', nombre: 'Florencia', departamento: 'Caquetá', capital: true },
  { dane: '85001', nombre: 'Yopal', departamento: 'Casanare', capital: true },
  { dane: '19001', nombre: 'Popayán', departamento: 'Cauca', capital: true },
  { dane: '20001', nombre: 'Valledupar', departamento: 'Cesar', capital: true },
  { dane: '27001', nombre: 'Quibdó', departamento: 'Chocó', capital: true },
  { dane: '23001', nombre: 'Montería', departamento: 'Córdoba', capital: true },
  { dane: '94001', nombre: 'Inírida', departamento: 'Guainía', capital: true },
  { dane: '95001', nombre: 'San José del Guaviare', departamento: 'Guaviare', capital: true },
  { dane: '41001', nombre: 'Neiva', departamento: 'Huila', capital: true },
  { dane: '44001', nombre: 'Riohacha', departamento: 'La Guajira', capital: true },
  { dane: '47001', nombre: 'Santa Marta', departamento: 'Magdalena', capital: true },
  { dane: '50001', nombre: 'Villavicencio', departamento: 'Meta', capital: true },
  { dane: '52001', nombre: 'Pasto', departamento: 'Nariño', capital: true },
  { dane: '54001', nombre: 'Cúcuta', departamento: 'Norte de Santander', capital: true },
  { dane: '86001', nombre: 'Mocoa', departamento: 'Putumayo', capital: true },
  { dane: '63001', nombre: 'Armenia', departamento: 'Quindío', capital: true },
  { dane: '66001', nombre: 'Pereira', departamento: 'Risaralda', capital: true },
  { dane: '88001', nombre: 'San Andrés', departamento: 'San Andrés y Providencia', capital: true },
  { dane: '68001', nombre: 'Bucaramanga', departamento: 'Santander', capital: true },
  { dane: '70001', nombre: 'Sincelejo', departamento: 'Sucre', capital: true },
  { dane: '73001', nombre: 'Ibagué', departamento: 'Tolima', capital: true },
  { dane: '76001', nombre: 'Cali', departamento: 'Valle del Cauca', capital: true },
  { dane: '97001', nombre: 'Mitú', departamento: 'Vaupés', capital: true },
  { dane: '99001', nombre: 'Puerto Carreño', departamento: 'Vichada', capital: true },
  { dane: '25754', nombre: 'Soacha', departamento: 'Cundinamarca', capital: false },
  { dane: '25175', nombre: 'Chía', departamento: 'Cundinamarca', capital: false },
  { dane: '25899', nombre: 'Zipaquirá', departamento: 'Cundinamarca', capital: false },
  { dane: '25269', nombre: 'Facatativá', departamento: 'Cundinamarca', capital: false },
  { dane: '25307', nombre: 'Girardot', departamento: 'Cundinamarca', capital: false },
  { dane: '05088', nombre: 'Bello', departamento: 'Antioquia', capital: false },
  { dane: '05266', nombre: 'Envigado', departamento: 'Antioquia', capital: false },
  { dane: '05360', nombre: 'Itagüí', departamento: 'Antioquia', capital: false },
  { dane: '05615', nombre: 'Rionegro', departamento: 'Antioquia', capital: false },
  { dane: '08758', nombre: 'Soledad', departamento: 'Atlántico', capital: false },
  { dane: '76520', nombre: 'Palmira', departamento: 'Valle del Cauca', capital: false },
  { dane: '76109', nombre: 'Buenaventura', departamento: 'Valle del Cauca', capital: false },
  { dane: '76834', nombre: 'Tuluá', departamento: 'Valle del Cauca', capital: false },
  { dane: '68276', nombre: 'Floridablanca', departamento: 'Santander', capital: false },
  { dane: '68081', nombre: 'Barrancabermeja', departamento: 'Santander', capital: false },
  { dane: '15759', nombre: 'Sogamoso', departamento: 'Boyacá', capital: false },
  { dane: '15238', nombre: 'Duitama', departamento: 'Boyacá', capital: false },
];

export const SUCURSALES: readonly { nombre: string; dane: string; direccion: string }[] = [
  { nombre: 'Bogotá Centro', dane: '11001', direccion: 'Carrera 7 # 24-89, piso 3' },
  { nombre: 'Bogotá Norte', dane: '11001', direccion: 'Calle 100 # 19-61, oficina 502' },
  { nombre: 'Medellín', dane: '05001', direccion: 'Carrera 43A # 1-50, oficina 1204' },
  { nombre: 'Cali', dane: '76001', direccion: 'Avenida 6N # 23-45' },
  { nombre: 'Barranquilla', dane: '08001', direccion: 'Calle 77 # 59-35, local 8' },
  { nombre: 'Bucaramanga', dane: '68001', direccion: 'Carrera 27 # 36-14' },
];

/** Ten client companies: nine with NIT (tipo 0) and one natural person with CC (tipo 1). */
export const CLIENTES: readonly {
  nombre: string;
  tipo: 0 | 1;
  documento: string;
  stock?: boolean;
  pruebas?: boolean;
}[] = [
  { nombre: 'Distribuidora La Sabana S.A.S.', tipo: 0, documento: '900123456', stock: true, pruebas: true },
  { nombre: 'Textiles del Valle S.A.', tipo: 0, documento: '890301234', pruebas: true },
  { nombre: 'Logística Andina S.A.S.', tipo: 0, documento: '901234567', stock: true },
  { nombre: 'Alimentos El Trigal S.A.', tipo: 0, documento: '860012345' },
  { nombre: 'Comercializadora Caribe Ltda.', tipo: 0, documento: '802004567' },
  { nombre: 'Construcciones Montaña S.A.S.', tipo: 0, documento: '900876543' },
  { nombre: 'Clínica Servicios de Salud del Norte S.A.', tipo: 0, documento: '890102030', pruebas: true },
  { nombre: 'Café Cordillera S.A.S.', tipo: 0, documento: '901567890' },
  { nombre: 'Seguridad Integral de Colombia Ltda.', tipo: 0, documento: '830045678' },
  { nombre: 'María Fernanda Rojas Pérez', tipo: 1, documento: '52345678' },
];

/**
 * Test implementations per city of clients without `implementacion_pruebas` (issue 17): every user of Logística
 * Andina sees the tests of its orders in Bogotá and Cali, not elsewhere.
 */
export const IMPLEMENTACIONES_PRUEBAS: readonly { cliente: string; dane: string }[] = [
  { cliente: '901234567', dane: '11001' },
  { cliente: '901234567', dane: '76001' },
];
